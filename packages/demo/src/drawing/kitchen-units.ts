import { heights, type Painter } from './kitchen-painter.js';
import { circle, element, linearGradient, path, rect, shade } from './svg.js';

/* The cabinets of an elevation, each drawn at its place (millimetres from the left). */

export type BaseUnitType = 'drawers' | 'doors' | 'sink' | 'hob' | 'oven' | 'dishwasher';
export type TallUnitType = 'fridge' | 'tall-oven' | 'pantry';
export type UpperType = 'cabinet' | 'shelves' | 'hood' | 'window' | 'none';

/** A cabinet and what hangs above it; tall units ignore `upper`. */
export interface Unit {
  type: BaseUnitType | TallUnitType;
  width: number;
  upper?: UpperType;
}

const { plinth, base, wallBottom, top } = heights;

function doors(p: Painter, x: number, width: number, bottom: number, topMm: number) {
  if (width <= 600) return p.front(p.box(x, width, bottom, topMm), 'right');
  p.front(p.box(x, width / 2, bottom, topMm), 'right');
  p.front(p.box(x + width / 2, width / 2, bottom, topMm), 'left');
}

function drawers(p: Painter, x: number, width: number, splits = [0, 0.28, 0.62, 1]) {
  const height = base - plinth;
  for (let index = 0; index < splits.length - 1; index += 1) {
    const from = base - splits[index + 1]! * height;
    const to = base - splits[index]! * height;
    p.front(p.box(x, width, from, to), 'top-centre');
  }
}

function oven(p: Painter, x: number, width: number, bottom: number) {
  const glass = p.box(x + 30, width - 60, bottom + 40, bottom + 560);
  const id = p.id('oven-glass');
  p.add({
    defs: linearGradient(
      id,
      [
        [0, '#4a4f55'],
        [1, '#15171a'],
      ],
      true,
    ),
    body:
      rect(p.box(x, width, bottom, bottom + 600), { fill: '#2b2e32' }) +
      rect(glass, { fill: `url(#${id})`, rx: 4 }) +
      rect(p.box(x + 80, width - 160, bottom + 500, bottom + 525), { fill: '#b8bcc1', rx: 3 }),
  });
}

function worktopFixtures(p: Painter, type: BaseUnitType, x: number, width: number) {
  const surface = base + p.look.countertopThickness;
  if (type === 'sink') {
    const tapX = p.x(x + width / 2);
    const tap = `M${tapX},${p.y(surface)} L${tapX},${p.y(surface + 330)} Q${tapX},${p.y(surface + 400)} ${tapX + p.size(120)},${p.y(surface + 390)} L${tapX + p.size(150)},${p.y(surface + 300)}`;
    p.add(
      path(tap, {
        stroke: p.look.handle?.finish ?? '#9ea3a8',
        'stroke-width': p.size(28),
        fill: 'none',
        'stroke-linecap': 'round',
      }),
    );
  }
  if (type === 'hob') {
    p.add(rect(p.box(x + 40, width - 80, surface, surface + 12), { fill: '#111315' }));
  }
}

function upper(p: Painter, kind: UpperType, x: number, width: number) {
  if (kind === 'cabinet') return doors(p, x, width, wallBottom, top);
  if (kind === 'hood') {
    const hood = `M${p.x(x + 40)},${p.y(wallBottom + 250)} L${p.x(x + width - 40)},${p.y(wallBottom + 250)} L${p.x(x + width / 2 + 170)},${p.y(wallBottom + 600)} L${p.x(x + width / 2 - 170)},${p.y(wallBottom + 600)} Z`;
    p.add(
      path(hood, { fill: '#a8adb3', stroke: '#7d8287' }) +
        rect(p.box(x + width / 2 - 150, 300, wallBottom + 600, heights.ceiling), {
          fill: '#b4b9be',
        }),
    );
    return;
  }
  if (kind === 'shelves') {
    for (const level of [wallBottom + 200, wallBottom + 560]) {
      p.add(rect(p.box(x, width, level, level + 35), { fill: p.look.carcass }));
      objectsOnShelf(p, x, width, level + 35);
    }
    return;
  }
  if (kind === 'window') {
    const frame = p.box(x + 80, width - 160, wallBottom - 180, top + 120);
    const id = p.id('sky');
    p.add({
      defs: linearGradient(
        id,
        [
          [0, '#bcd7ea'],
          [1, '#eef4f7'],
        ],
        true,
      ),
      body:
        rect(frame, { fill: `url(#${id})`, stroke: '#f8f8f6', 'stroke-width': p.size(60) }) +
        rect({ x: frame.x + frame.w / 2 - 2, y: frame.y, w: 4, h: frame.h }, { fill: '#f8f8f6' }),
    });
  }
}

function objectsOnShelf(p: Painter, x: number, width: number, level: number) {
  const colours = ['#e4ddd0', '#6f8a74', '#c2703d', '#3f4c5a', '#d7b46a'];
  for (let offset = 80; offset < width - 120; offset += 160 + p.random() * 120) {
    const colour = colours[Math.floor(p.random() * colours.length)]!;
    const height = 120 + p.random() * 160;
    const round = p.random() > 0.5;
    p.add(
      round
        ? circle(p.x(x + offset + 50), p.y(level + 50), p.size(55), { fill: colour })
        : rect(p.box(x + offset, 90, level, level + height), { fill: colour, rx: p.size(12) }),
    );
  }
}

function tall(p: Painter, type: TallUnitType, x: number, width: number) {
  if (type === 'fridge') {
    p.front(p.box(x, width, plinth, 1600), 'left');
    p.front(p.box(x, width, 1600, top), 'left');
  } else if (type === 'tall-oven') {
    p.front(p.box(x, width, plinth, 700), 'top-centre');
    oven(p, x, width, 700);
    p.front(p.box(x, width, 1300, top), 'right');
  } else {
    p.front(p.box(x, width, plinth, 1200), 'right');
    p.front(p.box(x, width, 1200, top), 'right');
  }
}

/** Draws one unit whose left edge is at `x` millimetres. */
export function drawUnit(p: Painter, unit: Unit, x: number) {
  p.add(rect(p.box(x, unit.width, 0, plinth), { fill: shade(p.look.carcass, -0.55) }));
  if (unit.type === 'fridge' || unit.type === 'tall-oven' || unit.type === 'pantry')
    return tall(p, unit.type, x, unit.width);
  if (unit.type === 'drawers' || unit.type === 'hob') drawers(p, x, unit.width);
  else if (unit.type === 'oven') {
    oven(p, x, unit.width, base - 600);
    p.front(p.box(x, unit.width, plinth, base - 600), 'top-centre');
  } else if (unit.type === 'dishwasher') p.front(p.box(x, unit.width, plinth, base), 'top-centre');
  else doors(p, x, unit.width, plinth, base);
  worktopFixtures(p, unit.type, x, unit.width);
  upper(p, unit.upper ?? 'cabinet', x, unit.width);
}

export const isTall = (unit: Unit) =>
  unit.type === 'fridge' || unit.type === 'tall-oven' || unit.type === 'pantry';

export const pendantLamp = (p: Painter, x: number, colour: string) =>
  p.add(
    rect(p.box(x - 4, 8, 1700, heights.ceiling), { fill: '#333' }) +
      element('ellipse', {
        cx: p.x(x),
        cy: p.y(1700),
        rx: p.size(170),
        ry: p.size(110),
        fill: colour,
      }),
  );
