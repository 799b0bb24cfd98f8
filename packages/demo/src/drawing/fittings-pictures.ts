import { pictureSize, studio } from './studio.js';
import { surface, type Material } from './surfaces.js';
import {
  between,
  circle,
  element,
  join,
  rect,
  shade,
  svgDocument,
  type Box,
  type Drawing,
  type Random,
} from './svg.js';

/* Functional features and accessories: drawer inserts, pull-outs, lights, rails. */

export interface InsertPicture {
  kind: 'insert';
  variant: 'cutlery' | 'knives' | 'spices' | 'organiser' | 'plates';
  material: Material;
}

export interface PullOutPicture {
  kind: 'pull-out';
  variant: 'pantry' | 'carousel' | 'bins' | 'towel';
  finish: string;
}

export interface LightPicture {
  kind: 'light';
  color: string;
  variant: 'strip' | 'spot';
}

export interface RailPicture {
  kind: 'rail';
  finish: string;
  hooks: number;
}

const page = (...parts: Drawing[]) =>
  svgDocument(pictureSize.width, pictureSize.height, join(studio('studio'), ...parts));

function compartments(variant: InsertPicture['variant'], tray: Box): Box[] {
  const columns = { cutlery: 5, knives: 1, spices: 1, organiser: 3, plates: 1 }[variant];
  const rows = { cutlery: 1, knives: 1, spices: 4, organiser: 2, plates: 1 }[variant];
  const gap = 26;
  const w = (tray.w - gap * (columns + 1)) / columns;
  const h = (tray.h - gap * (rows + 1)) / rows;
  return Array.from({ length: columns * rows }, (_, index) => ({
    x: tray.x + gap + (index % columns) * (w + gap),
    y: tray.y + gap + Math.floor(index / columns) * (h + gap),
    w,
    h,
  }));
}

function insertContents(variant: InsertPicture['variant'], cell: Box, random: Random): string {
  if (variant === 'knives') {
    return Array.from({ length: 6 }, (_, index) =>
      rect(
        { x: cell.x + 40 + index * 110, y: cell.y + 60, w: 34, h: cell.h - 120 },
        { fill: index % 2 ? '#c9ced3' : '#3b3f44', rx: 12 },
      ),
    ).join('');
  }
  if (variant === 'spices') {
    return Array.from({ length: 5 }, (_, index) =>
      circle(cell.x + 70 + (index * (cell.w - 140)) / 4, cell.y + cell.h / 2, 42, {
        fill: ['#b5522d', '#d9a23c', '#6b7f3a', '#8a3b2a', '#c98f4e'][index]!,
        stroke: '#fff',
        'stroke-width': 10,
      }),
    ).join('');
  }
  if (variant === 'plates') {
    return Array.from({ length: 3 }, (_, index) =>
      circle(cell.x + cell.w * (0.25 + index * 0.25), cell.y + cell.h / 2, 150, {
        fill: '#fbfbf9',
        stroke: '#d7d3cc',
        'stroke-width': 8,
      }),
    ).join('');
  }
  const x = cell.x + cell.w / 2 + between(random, -6, 6);
  return rect({ x: x - 10, y: cell.y + 30, w: 20, h: cell.h - 60 }, { fill: '#b9bec4', rx: 10 });
}

export function drawInsert(picture: InsertPicture, random: Random): string {
  const drawer = { x: 140, y: 230, w: 920, h: 760 };
  const tray = { x: 190, y: 280, w: 820, h: 660 };
  const cells = compartments(picture.variant, tray);
  const body =
    rect(drawer, { fill: '#5b5f64', rx: 12 }) +
    cells
      .map(
        (cell) =>
          rect(cell, { fill: shade(picture.material.color, -0.25), opacity: 0.55, rx: 8 }) +
          insertContents(picture.variant, cell, random),
      )
      .join('');
  return page(surface(picture.material, tray, { id: 'tray', random, detail: 0.8 }), {
    defs: '',
    body,
  });
}

export function drawPullOut(picture: PullOutPicture): string {
  const wire = { stroke: picture.finish, 'stroke-width': 10, fill: 'none' };
  if (picture.variant === 'carousel') {
    const shelf = (cy: number) =>
      element('ellipse', { cx: 600, cy, rx: 360, ry: 110, ...wire }) +
      element('ellipse', {
        cx: 600,
        cy,
        rx: 340,
        ry: 100,
        fill: shade(picture.finish, 0.3),
        opacity: 0.5,
      });
    return page({
      defs: '',
      body:
        rect({ x: 590, y: 220, w: 20, h: 800 }, { fill: picture.finish }) + shelf(430) + shelf(800),
    });
  }
  if (picture.variant === 'bins') {
    const bin = (x: number, color: string) =>
      rect({ x, y: 420, w: 250, h: 520 }, { fill: color, rx: 26 }) +
      rect({ x: x - 10, y: 400, w: 270, h: 40 }, { fill: shade(color, -0.25), rx: 12 });
    return page({
      defs: '',
      body:
        rect({ x: 160, y: 940, w: 880, h: 40 }, { fill: picture.finish }) +
        bin(190, '#4f6d5a') +
        bin(475, '#3f5870') +
        bin(760, '#8a8f94'),
    });
  }
  const shelves = picture.variant === 'towel' ? [520, 600, 680] : [300, 480, 660, 840];
  const frame = rect({ x: 380, y: 180, w: 440, h: 860 }, wire);
  const baskets = shelves
    .map(
      (y) =>
        rect({ x: 400, y, w: 400, h: 110 }, { ...wire, 'stroke-width': 6 }) +
        rect({ x: 400, y: y + 90, w: 400, h: 20 }, { fill: picture.finish }),
    )
    .join('');
  return page({ defs: '', body: frame + baskets });
}

/** Light falling from under a cabinet: gradients fading out, no blur filter. */
export function drawLight(picture: LightPicture): string {
  const beam = (id: string) =>
    element(
      'radialGradient',
      { id, cx: 0.5, cy: 0, r: 1 },
      element('stop', { offset: 0, 'stop-color': picture.color, 'stop-opacity': 0.85 }) +
        element('stop', { offset: 1, 'stop-color': picture.color, 'stop-opacity': 0 }),
    );
  const cabinet = rect({ x: 120, y: 200, w: 960, h: 300 }, { fill: '#3d4146' });
  const light =
    picture.variant === 'strip'
      ? rect({ x: 160, y: 500, w: 880, h: 20 }, { fill: picture.color }) +
        rect({ x: 120, y: 520, w: 960, h: 380 }, { fill: 'url(#beam)' })
      : [300, 600, 900]
          .map(
            (x) =>
              element('ellipse', { cx: x, cy: 700, rx: 150, ry: 200, fill: 'url(#beam)' }) +
              circle(x, 510, 26, { fill: picture.color }),
          )
          .join('');
  const worktop = rect({ x: 80, y: 900, w: 1040, h: 60 }, { fill: '#cfc9bf' });
  return page({ defs: beam('beam'), body: cabinet + light + worktop });
}

export function drawRail(picture: RailPicture): string {
  const rail = rect({ x: 140, y: 420, w: 920, h: 34 }, { fill: picture.finish, rx: 17 });
  const hooks = Array.from({ length: picture.hooks }, (_, index) => {
    const x = 230 + (index * 740) / Math.max(1, picture.hooks - 1);
    return (
      rect({ x: x - 6, y: 450, w: 12, h: 150 }, { fill: shade(picture.finish, -0.2) }) +
      circle(x, 640, 46, { fill: 'none', stroke: shade(picture.finish, -0.2), 'stroke-width': 12 })
    );
  }).join('');
  return page({
    defs: '',
    body: rect({ x: 100, y: 200, w: 1000, h: 800 }, { fill: '#e4ddd2' }) + rail + hooks,
  });
}
