import { circle, linearGradient, path, rect, shade, type Box, type Drawing } from './svg.js';

/* Handles, drawn at any size: on a cabinet front, or alone as a close-up. */

export type HandleShape = 'bar' | 'knob' | 'cup' | 'edge' | 'loop';

let gradientCount = 0;

function metal(finish: string): { id: string; defs: string } {
  gradientCount += 1;
  const id = `handle-metal-${gradientCount}`;
  return {
    id,
    defs: linearGradient(
      id,
      [
        [0, shade(finish, 0.45)],
        [0.5, finish],
        [1, shade(finish, -0.35)],
      ],
      true,
    ),
  };
}

/** A handle centred in `area` (its size decides the handle's size). */
export function handle(shape: HandleShape, finish: string, area: Box): Drawing {
  const { id, defs } = metal(finish);
  const fill = `url(#${id})`;
  const cx = area.x + area.w / 2;
  const cy = area.y + area.h / 2;
  const unit = shape === 'knob' ? area.w / 3.4 : Math.min(area.w, area.h * 4) / 10;
  const outline = { stroke: shade(finish, -0.5), 'stroke-width': Math.max(1, unit / 12) };
  switch (shape) {
    case 'bar': {
      const bar = { x: area.x, y: cy - unit * 0.35, w: area.w, h: unit * 0.7 };
      const post = (x: number) =>
        rect(
          { x, y: cy - unit * 0.2, w: unit * 0.5, h: unit * 1.1 },
          { fill: shade(finish, -0.3) },
        );
      return {
        defs,
        body:
          post(area.x + unit) +
          post(area.x + area.w - unit * 1.5) +
          rect(bar, { fill, rx: unit * 0.35, ...outline }),
      };
    }
    case 'knob':
      return {
        defs,
        body:
          circle(cx + unit * 0.2, cy + unit * 0.3, unit * 1.6, { fill: '#000', opacity: 0.18 }) +
          circle(cx, cy, unit * 1.6, { fill, ...outline }) +
          circle(cx - unit * 0.5, cy - unit * 0.5, unit * 0.45, { fill: '#fff', opacity: 0.45 }),
      };
    case 'cup': {
      const r = area.w / 2;
      const d = `M${cx - r},${cy - unit * 0.4} A${r},${r * 0.7} 0 0 0 ${cx + r},${cy - unit * 0.4} Z`;
      return {
        defs,
        body:
          path(d, { fill, ...outline }) +
          rect(
            { x: cx - r, y: cy - unit * 0.7, w: 2 * r, h: unit * 0.45 },
            { fill: shade(finish, -0.2), rx: unit * 0.2 },
          ),
      };
    }
    case 'edge':
      return {
        defs,
        body:
          rect({ x: area.x, y: cy - unit * 0.5, w: area.w, h: unit }, { fill, ...outline }) +
          rect(
            { x: area.x, y: cy + unit * 0.2, w: area.w, h: unit * 0.3 },
            { fill: '#000', opacity: 0.25 },
          ),
      };
    case 'loop': {
      const d = `M${cx - unit},${cy - unit * 2} C${cx - unit * 2.6},${cy + unit * 3} ${cx + unit * 2.6},${cy + unit * 3} ${cx + unit},${cy - unit * 2}`;
      return {
        defs,
        body:
          path(d, {
            fill: 'none',
            stroke: finish,
            'stroke-width': unit * 0.9,
            'stroke-linecap': 'round',
          }) +
          circle(cx - unit, cy - unit * 2, unit * 0.45, { fill: shade(finish, -0.4) }) +
          circle(cx + unit, cy - unit * 2, unit * 0.45, { fill: shade(finish, -0.4) }),
      };
    }
  }
}

/** Where a handle sits on a door front: near the top, as on a base cabinet door. */
export function handleOnPanel(shape: HandleShape, finish: string, panel: Box): Drawing {
  if (shape === 'edge')
    return handle(shape, finish, { x: panel.x, y: panel.y - 8, w: panel.w, h: 36 });
  if (shape === 'knob') {
    const size = Math.min(panel.w, panel.h) * 0.12;
    return handle(shape, finish, {
      x: panel.x + panel.w - size * 2,
      y: panel.y + size,
      w: size,
      h: size,
    });
  }
  const width = shape === 'bar' ? panel.w * 0.55 : 120;
  return handle(shape, finish, {
    x: panel.x + (panel.w - width) / 2,
    y: panel.y + 70,
    w: width,
    h: 50,
  });
}
