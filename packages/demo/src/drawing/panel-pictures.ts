import { dropShadow, studio } from './studio.js';
import { surface, type Material } from './surfaces.js';
import {
  join,
  polygon,
  rect,
  shade,
  svgDocument,
  type Box,
  type Drawing,
  type Random,
} from './svg.js';
import { pictureSize } from './studio.js';
import { handleOnPanel, type HandleShape } from './handle-shapes.js';

/* Pictures of panels: a cabinet front, an open carcass, a worktop slab. */

export interface FrontPicture {
  kind: 'front';
  material: Material;
  profile?: 'slab' | 'shaker' | 'fluted';
  handle?: { shape: HandleShape; finish: string };
}

export interface CarcassPicture {
  kind: 'carcass';
  material: Material;
  edge: string;
}

export interface SlabPicture {
  kind: 'slab';
  material: Material;
  thickness: number;
}

function materialColor(material: Material): string {
  return material.color;
}

function profileLines(profile: FrontPicture['profile'], box: Box, color: string): string {
  if (profile === 'shaker') {
    const inner = { x: box.x + 80, y: box.y + 80, w: box.w - 160, h: box.h - 160 };
    return (
      rect(inner, { fill: 'none', stroke: shade(color, -0.25), 'stroke-width': 6, opacity: 0.55 }) +
      rect(
        { x: inner.x + 6, y: inner.y + 6, w: inner.w - 12, h: inner.h - 12 },
        { fill: 'none', stroke: shade(color, 0.3), 'stroke-width': 4, opacity: 0.6 },
      )
    );
  }
  if (profile === 'fluted') {
    let lines = '';
    for (let x = box.x + 30; x < box.x + box.w - 10; x += 40) {
      lines += rect({ x, y: box.y, w: 6, h: box.h }, { fill: shade(color, -0.3), opacity: 0.35 });
      lines += rect({ x: x + 6, y: box.y, w: 4, h: box.h }, { fill: '#ffffff', opacity: 0.25 });
    }
    return lines;
  }
  return '';
}

export function drawFront(picture: FrontPicture, random: Random): string {
  const panel = { x: 330, y: 110, w: 540, h: 920 };
  const color = materialColor(picture.material);
  const parts: Drawing[] = [
    studio('studio'),
    dropShadow(panel),
    surface(picture.material, panel, { id: 'front', random }),
    {
      defs: '',
      body:
        profileLines(picture.profile, panel, color) +
        rect(panel, { fill: 'none', stroke: shade(color, -0.35), 'stroke-width': 3 }),
    },
  ];
  if (picture.handle) parts.push(handleOnPanel(picture.handle.shape, picture.handle.finish, panel));
  return svgDocument(pictureSize.width, pictureSize.height, join(...parts));
}

export function drawCarcass(picture: CarcassPicture, random: Random): string {
  const front = { x: 300, y: 330, w: 520, h: 700 };
  const [dx, dy] = [170, -130];
  const board = 22;
  const inner = {
    x: front.x + board,
    y: front.y + board,
    w: front.w - 2 * board,
    h: front.h - 2 * board,
  };
  const back = { x: inner.x + dx, y: inner.y + dy, w: inner.w, h: inner.h };
  const color = materialColor(picture.material);
  const side = (points: Array<[number, number]>, amount: number) =>
    polygon(points, { fill: shade(color, amount), opacity: 0.55 });
  const shelfY = inner.y + inner.h / 2;
  const body =
    side(
      [
        [inner.x, inner.y],
        [back.x, back.y],
        [back.x, back.y + back.h],
        [inner.x, inner.y + inner.h],
      ],
      -0.18,
    ) +
    side(
      [
        [inner.x, inner.y + inner.h],
        [back.x, back.y + back.h],
        [back.x + back.w, back.y + back.h],
        [inner.x + inner.w, inner.y + inner.h],
      ],
      0.1,
    ) +
    polygon(
      [
        [inner.x, shelfY],
        [inner.x + dx, shelfY + dy],
        [inner.x + inner.w + dx, shelfY + dy],
        [inner.x + inner.w, shelfY],
      ],
      { fill: shade(color, 0.15) },
    ) +
    rect({ x: inner.x, y: shelfY, w: inner.w, h: board }, { fill: picture.edge }) +
    polygon(
      [
        [front.x, front.y],
        [front.x + dx, front.y + dy],
        [front.x + front.w + dx, front.y + dy],
        [front.x + front.w, front.y],
      ],
      { fill: shade(color, 0.2) },
    ) +
    polygon(
      [
        [front.x + front.w, front.y],
        [front.x + front.w + dx, front.y + dy],
        [front.x + front.w + dx, front.y + front.h + dy],
        [front.x + front.w, front.y + front.h],
      ],
      { fill: shade(color, -0.12) },
    );
  const frame = [
    { x: front.x, y: front.y, w: front.w, h: board },
    { x: front.x, y: front.y + front.h - board, w: front.w, h: board },
    { x: front.x, y: front.y, w: board, h: front.h },
    { x: front.x + front.w - board, y: front.y, w: board, h: front.h },
  ]
    .map((edge) => rect(edge, { fill: picture.edge }))
    .join('');
  const backSurface = surface(picture.material, back, { id: 'back', random, detail: 0.6 });
  return svgDocument(
    pictureSize.width,
    pictureSize.height,
    join(studio('studio'), backSurface, { defs: '', body: body + frame }),
  );
}

export function drawSlab(picture: SlabPicture, random: Random): string {
  const top = { x: 0, y: 0, w: 900, h: 560 };
  const edge = { x: 0, y: 0, w: 900, h: picture.thickness };
  const topSurface = surface(picture.material, top, { id: 'slab-top', random });
  const edgeSurface = surface(picture.material, edge, { id: 'slab-edge', random, detail: 0.5 });
  const body =
    `<g transform="translate(260 330) skewX(-28) scale(1 0.62)">${topSurface.body}</g>` +
    `<g transform="translate(75 677)">${edgeSurface.body}${rect(edge, { fill: '#000', opacity: 0.18 })}</g>`;
  return svgDocument(
    pictureSize.width,
    pictureSize.height,
    join(studio('studio'), { defs: topSurface.defs + edgeSurface.defs, body }),
  );
}
