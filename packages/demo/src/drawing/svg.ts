/*
 * Small helpers to write SVG by hand: elements, a seeded random source (the same picture
 * every time), and colour shading. Pictures are rasterised by sharp (librsvg); no text is
 * drawn, so no font is needed.
 */

export interface Box {
  x: number;
  y: number;
  w: number;
  h: number;
}

export interface Drawing {
  defs: string;
  body: string;
}

type Attributes = Record<string, string | number | undefined>;

export function attributes(attrs: Attributes): string {
  return Object.entries(attrs)
    .filter(([, value]) => value !== undefined)
    .map(([name, value]) => `${name}="${typeof value === 'number' ? round(value) : value}"`)
    .join(' ');
}

export const round = (value: number) => Math.round(value * 10) / 10;

const shapes = new Set(['rect', 'circle', 'ellipse', 'path', 'polygon']);

/**
 * Writes an element. On a plain shape, `opacity` is written as fill- and stroke-opacity:
 * the same look for a shape that has either a fill or a stroke, and librsvg draws it
 * without an offscreen layer, which keeps pictures with thousands of shapes fast.
 */
export function element(name: string, attrs: Attributes, children = ''): string {
  if (shapes.has(name) && attrs.opacity !== undefined && attrs.filter === undefined) {
    const { opacity, ...rest } = attrs;
    attrs = { ...rest, 'fill-opacity': opacity, 'stroke-opacity': opacity };
  }
  return children
    ? `<${name} ${attributes(attrs)}>${children}</${name}>`
    : `<${name} ${attributes(attrs)}/>`;
}

export const rect = (box: Box, attrs: Attributes = {}) =>
  element('rect', { x: box.x, y: box.y, width: box.w, height: box.h, ...attrs });

export const path = (d: string, attrs: Attributes = {}) => element('path', { d, ...attrs });

export const polygon = (points: Array<[number, number]>, attrs: Attributes = {}) =>
  element('polygon', {
    points: points.map(([x, y]) => `${round(x)},${round(y)}`).join(' '),
    ...attrs,
  });

export const circle = (cx: number, cy: number, r: number, attrs: Attributes = {}) =>
  element('circle', { cx, cy, r, ...attrs });

export const linearGradient = (
  id: string,
  stops: Array<[number, string, number?]>,
  vertical = false,
) =>
  element(
    'linearGradient',
    { id, x1: 0, y1: 0, x2: vertical ? 0 : 1, y2: vertical ? 1 : 0 },
    stops
      .map(([offset, color, opacity]) =>
        element('stop', { offset, 'stop-color': color, 'stop-opacity': opacity }),
      )
      .join(''),
  );

export const clipPath = (id: string, box: Box) => element('clipPath', { id }, rect(box));

export function svgDocument(width: number, height: number, drawing: Drawing): string {
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}"><defs>${drawing.defs}</defs>${drawing.body}</svg>`;
}

export const join = (...drawings: Drawing[]): Drawing => ({
  defs: drawings.map((drawing) => drawing.defs).join(''),
  body: drawings.map((drawing) => drawing.body).join(''),
});

/** A deterministic random source (mulberry32) seeded by a text. */
export function randomFrom(seedText: string): () => number {
  let seed = 2166136261;
  for (const char of seedText) seed = Math.imul(seed ^ char.charCodeAt(0), 16777619);
  return () => {
    seed = (seed + 0x6d2b79f5) | 0;
    let t = Math.imul(seed ^ (seed >>> 15), 1 | seed);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

export type Random = () => number;

export const between = (random: Random, min: number, max: number) => min + random() * (max - min);

/** Lightens (amount > 0) or darkens (amount < 0) a #rrggbb colour. */
export function shade(hex: string, amount: number): string {
  const value = Number.parseInt(hex.slice(1), 16);
  const channels = [value >> 16, (value >> 8) & 255, value & 255].map((channel) => {
    const target = amount > 0 ? 255 : 0;
    return Math.round(channel + (target - channel) * Math.abs(amount));
  });
  return `#${channels.map((channel) => channel.toString(16).padStart(2, '0')).join('')}`;
}
