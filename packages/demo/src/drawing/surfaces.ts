import {
  between,
  circle,
  clipPath,
  linearGradient,
  path,
  rect,
  round,
  shade,
  type Box,
  type Drawing,
  type Random,
} from './svg.js';

/*
 * Materials as surfaces: a rectangle filled with lacquer (with its sheen), wood (grain lines),
 * stone (veins), speckled stone, brushed metal or concrete. Used by the catalog pictures and
 * by the kitchen elevations alike.
 */

export type Material =
  | { kind: 'lacquer'; color: string; gloss?: boolean }
  | { kind: 'wood'; color: string; grain: string; direction?: 'vertical' | 'horizontal' }
  | { kind: 'stone'; color: string; vein: string }
  | { kind: 'speckled'; color: string; speckles: string[] }
  | { kind: 'metal'; color: string }
  | { kind: 'concrete'; color: string };

export interface SurfaceOptions {
  /** A unique prefix for the ids of gradients and clip paths. */
  id: string;
  random: Random;
  /** How much detail to draw (1 for a close-up, less for small parts of a room). */
  detail?: number;
}

export function surface(material: Material, box: Box, options: SurfaceOptions): Drawing {
  const clip = `${options.id}-clip`;
  const inner = drawMaterial(material, box, options);
  return {
    defs: clipPath(clip, box) + inner.defs,
    body: `<g clip-path="url(#${clip})">${inner.body}</g>`,
  };
}

function drawMaterial(material: Material, box: Box, options: SurfaceOptions): Drawing {
  switch (material.kind) {
    case 'lacquer':
      return lacquer(material.color, material.gloss ?? false, box, options.id);
    case 'wood':
      return wood(material, box, options);
    case 'stone':
      return stone(material.color, material.vein, box, options);
    case 'speckled':
      return speckled(material.color, material.speckles, box, options);
    case 'metal':
      return brushed(material.color, box, options, 0.9);
    case 'concrete':
      return speckled(
        material.color,
        [shade(material.color, -0.12), shade(material.color, 0.1)],
        box,
        options,
      );
  }
}

function lacquer(color: string, gloss: boolean, box: Box, id: string): Drawing {
  const sheen = `${id}-sheen`;
  const highlight = gloss ? 0.45 : 0.16;
  return {
    defs: linearGradient(sheen, [
      [0, '#ffffff', highlight],
      [0.45, '#ffffff', 0],
      [1, '#000000', gloss ? 0.12 : 0.08],
    ]),
    body: rect(box, { fill: color }) + rect(box, { fill: `url(#${sheen})` }),
  };
}

function wood(
  material: Extract<Material, { kind: 'wood' }>,
  box: Box,
  { random, detail = 1 }: SurfaceOptions,
): Drawing {
  const vertical = (material.direction ?? 'vertical') === 'vertical';
  const [length, across] = vertical ? [box.h, box.w] : [box.w, box.h];
  const lines = Math.max(6, Math.round((across / 7) * detail));
  let body = rect(box, { fill: material.color });
  for (let index = 0; index < lines; index += 1) {
    const offset = (index + random() * 0.8) * (across / lines);
    const wave = between(random, 2, 10) * detail;
    const steps = 6;
    const points = Array.from({ length: steps + 1 }, (_, step) => {
      const along = (step / steps) * length;
      const drift = offset + Math.sin(step * between(random, 0.6, 1.4) + index) * wave;
      return vertical ? [box.x + drift, box.y + along] : [box.x + along, box.y + drift];
    });
    const d = `M${points.map(([x, y]) => `${round(x!)},${round(y!)}`).join(' L')}`;
    const color = random() > 0.5 ? material.grain : shade(material.color, 0.12);
    body += path(d, {
      stroke: color,
      'stroke-width': between(random, 0.8, 3.2),
      fill: 'none',
      opacity: between(random, 0.25, 0.7),
    });
  }
  return { defs: '', body };
}

/** Marble-like veins: each a faint wide halo under a thin line, crossing the slab. */
function stone(
  color: string,
  vein: string,
  box: Box,
  { random, detail = 1 }: SurfaceOptions,
): Drawing {
  let body = rect(box, { fill: color });
  const veins = Math.max(3, Math.round(7 * detail));
  for (let index = 0; index < veins; index += 1) {
    const at = () => round(box.y + random() * box.h);
    const d = `M${box.x - 10},${at()} C${round(box.x + box.w * 0.3)},${at()} ${round(box.x + box.w * 0.7)},${at()} ${box.x + box.w + 10},${at()}`;
    const width = between(random, 0.8, 3.5) * Math.max(detail, 0.4);
    body += path(d, { stroke: vein, 'stroke-width': width * 8, fill: 'none', opacity: 0.07 });
    body += path(d, {
      stroke: vein,
      'stroke-width': width,
      fill: 'none',
      opacity: between(random, 0.35, 0.8),
    });
  }
  return { defs: '', body };
}

function speckled(
  color: string,
  speckles: string[],
  box: Box,
  { random, detail = 1 }: SurfaceOptions,
): Drawing {
  let body = rect(box, { fill: color });
  const count = Math.round(((box.w * box.h) / 900) * detail);
  for (let index = 0; index < Math.min(count, 1600); index += 1) {
    const fill = speckles[index % speckles.length]!;
    body += circle(box.x + random() * box.w, box.y + random() * box.h, between(random, 0.8, 4.5), {
      fill,
      opacity: between(random, 0.4, 0.95),
    });
  }
  return { defs: '', body };
}

function brushed(
  color: string,
  box: Box,
  { id, random, detail = 1 }: SurfaceOptions,
  sheen: number,
): Drawing {
  const gradient = `${id}-metal`;
  let body = rect(box, { fill: `url(#${gradient})` });
  const lines = Math.round((box.h / 4) * detail);
  for (let index = 0; index < lines; index += 1) {
    const y = box.y + random() * box.h;
    body += rect(
      { x: box.x, y, w: box.w, h: 0.8 },
      { fill: random() > 0.5 ? '#ffffff' : '#000000', opacity: between(random, 0.03, 0.12) },
    );
  }
  const defs = linearGradient(gradient, [
    [0, shade(color, -0.15)],
    [0.35, shade(color, 0.35 * sheen)],
    [0.6, color],
    [1, shade(color, -0.2)],
  ]);
  return { defs, body };
}
