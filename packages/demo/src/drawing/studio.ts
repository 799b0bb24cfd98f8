import { element, linearGradient, rect, type Drawing } from './svg.js';

/* The backdrop of every catalog picture: a soft studio wall and floor with a shadow. */

export const pictureSize = { width: 1200, height: 1200 } as const;

export function studio(id: string, tint = '#f1ede6'): Drawing {
  const wall = `${id}-wall`;
  const shadow = `${id}-shadow`;
  const { width, height } = pictureSize;
  return {
    defs:
      linearGradient(
        wall,
        [
          [0, '#ffffff'],
          [0.7, tint],
          [1, '#d9d3c9'],
        ],
        true,
      ) +
      element(
        'radialGradient',
        { id: shadow },
        element('stop', { offset: 0, 'stop-color': '#000', 'stop-opacity': 0.28 }) +
          element('stop', { offset: 1, 'stop-color': '#000', 'stop-opacity': 0 }),
      ),
    body:
      rect({ x: 0, y: 0, w: width, h: height }, { fill: `url(#${wall})` }) +
      element('ellipse', {
        cx: width / 2,
        cy: height - 110,
        rx: 430,
        ry: 48,
        fill: `url(#${shadow})`,
      }),
  };
}

/** A soft shadow under a shape, for depth: stacked translucent rounded boxes, no blur filter. */
export function dropShadow(box: { x: number; y: number; w: number; h: number }): Drawing {
  const layers = [28, 20, 13, 7].map((spread) =>
    rect(
      {
        x: box.x + 14 - spread,
        y: box.y + 20 - spread,
        w: box.w + 2 * spread,
        h: box.h + 2 * spread,
      },
      { fill: '#000', opacity: 0.045, rx: spread + 4 },
    ),
  );
  return { defs: '', body: layers.join('') };
}
