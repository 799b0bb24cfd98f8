import { handle, type HandleShape } from './handle-shapes.js';
import { pictureSize, studio } from './studio.js';
import { surface, type Material } from './surfaces.js';
import {
  circle,
  join,
  linearGradient,
  path,
  polygon,
  rect,
  shade,
  svgDocument,
  type Drawing,
  type Random,
} from './svg.js';

/* Close-ups of hardware and opening systems: handles, hinges, runners, mechanisms. */

export interface HandlePicture {
  kind: 'handle';
  shape: HandleShape;
  finish: string;
  door: Material;
}

export interface HingePicture {
  kind: 'hinge' | 'runner';
  finish: string;
}

export interface MechanismPicture {
  kind: 'mechanism';
  variant: 'push' | 'lift' | 'gola' | 'damper' | 'pocket';
  finish: string;
  door: Material;
}

const page = (...parts: Drawing[]) =>
  svgDocument(pictureSize.width, pictureSize.height, join(studio('studio'), ...parts));

export function drawHandle(picture: HandlePicture, random: Random): string {
  const door = { x: 140, y: 260, w: 920, h: 760 };
  const area =
    picture.shape === 'knob'
      ? { x: 450, y: 490, w: 300, h: 300 }
      : { x: 260, y: 560, w: 680, h: 160 };
  const placed = picture.shape === 'edge' ? { x: door.x, y: door.y - 30, w: door.w, h: 90 } : area;
  return page(
    surface(picture.door, door, { id: 'door', random, detail: 0.7 }),
    handle(picture.shape, picture.finish, placed),
  );
}

function metalGradient(id: string, finish: string): string {
  return linearGradient(
    id,
    [
      [0, shade(finish, 0.5)],
      [0.5, finish],
      [1, shade(finish, -0.4)],
    ],
    true,
  );
}

export function drawHinge(picture: HingePicture): string {
  const fill = 'url(#hinge-metal)';
  const defs = metalGradient('hinge-metal', picture.finish);
  if (picture.kind === 'runner') {
    const rail = (y: number, length: number) =>
      rect(
        { x: 150, y, w: length, h: 70 },
        { fill, rx: 10, stroke: shade(picture.finish, -0.5), 'stroke-width': 3 },
      );
    const balls = Array.from({ length: 9 }, (_, index) =>
      circle(260 + index * 80, 655, 16, { fill: shade(picture.finish, -0.25) }),
    ).join('');
    return page({
      defs,
      body:
        rail(560, 900) +
        rail(620, 760) +
        balls +
        rect({ x: 940, y: 600, w: 120, h: 110 }, { fill: '#2f3337', rx: 16 }),
    });
  }
  const body =
    circle(380, 640, 170, { fill: shade(picture.finish, -0.35) }) +
    circle(380, 640, 140, { fill }) +
    rect(
      { x: 420, y: 580, w: 560, h: 120 },
      { fill, rx: 30, stroke: shade(picture.finish, -0.5), 'stroke-width': 4 },
    ) +
    rect({ x: 760, y: 540, w: 300, h: 200 }, { fill: shade(picture.finish, -0.15), rx: 24 }) +
    circle(830, 640, 22, { fill: '#555' }) +
    circle(990, 640, 22, { fill: '#555' }) +
    path('M420,640 Q560,520 700,640', {
      stroke: shade(picture.finish, -0.4),
      'stroke-width': 10,
      fill: 'none',
    });
  return page({ defs, body });
}

export function drawMechanism(picture: MechanismPicture, random: Random): string {
  const fill = 'url(#mechanism-metal)';
  const defs = metalGradient('mechanism-metal', picture.finish);
  const finish = { stroke: shade(picture.finish, -0.5), 'stroke-width': 4 };
  switch (picture.variant) {
    case 'lift': {
      const cabinet = { x: 200, y: 560, w: 800, h: 420 };
      const door: Array<[number, number]> = [
        [200, 560],
        [1000, 560],
        [1060, 250],
        [260, 250],
      ];
      return page(
        {
          defs,
          body:
            rect(cabinet, { fill: '#e9e5de', stroke: '#b9b2a7', 'stroke-width': 6 }) +
            rect({ x: 240, y: 600, w: 140, h: 240 }, { fill, ...finish }) +
            path('M310,700 L420,420', {
              stroke: picture.finish,
              'stroke-width': 26,
              'stroke-linecap': 'round',
            }),
        },
        {
          defs: '',
          body: polygon(door, {
            fill: picture.door.color,
            stroke: shade(picture.door.color, -0.3),
            'stroke-width': 4,
          }),
        },
      );
    }
    case 'gola': {
      const profile = 'M250,420 L950,420 L950,470 L520,470 L520,700 L950,700 L950,750 L250,750 Z';
      return page({
        defs,
        body:
          path(profile, { fill, ...finish }) +
          rect({ x: 250, y: 770, w: 700, h: 260 }, { fill: picture.door.color }) +
          rect({ x: 250, y: 160, w: 700, h: 240 }, { fill: '#d8d2c8' }),
      });
    }
    case 'damper':
      return page({
        defs,
        body:
          rect({ x: 260, y: 570, w: 520, h: 120 }, { fill, rx: 60, ...finish }) +
          rect({ x: 780, y: 605, w: 200, h: 50 }, { fill: shade(picture.finish, 0.2), rx: 25 }) +
          circle(990, 630, 40, { fill: '#2f3337' }),
      });
    case 'pocket':
    case 'push': {
      const door = { x: 260, y: 200, w: 560, h: 860 };
      const slot =
        picture.variant === 'pocket'
          ? rect({ x: 840, y: 200, w: 120, h: 860 }, { fill: '#cfc8bd' })
          : '';
      const pusher = rect({ x: 830, y: 580, w: 140, h: 90 }, { fill, rx: 14, ...finish });
      return page(surface(picture.door, door, { id: 'door', random, detail: 0.7 }), {
        defs,
        body: slot + pusher,
      });
    }
  }
}
