import { handle, type HandleShape } from './handle-shapes.js';
import { surface, type Material } from './surfaces.js';
import { rect, shade, type Box, type Drawing, type Random } from './svg.js';

/*
 * The shared state of one kitchen elevation: the kitchen's look, the scale (millimetres to
 * pixels) and helpers that draw fronts, handles and panels in that look.
 */

export interface KitchenLook {
  front: Material;
  profile?: 'slab' | 'shaker' | 'fluted';
  /** null: handleless fronts with a recessed grip channel. */
  handle: { shape: HandleShape; finish: string } | null;
  carcass: string;
  countertop: Material;
  /** Worktop thickness in millimetres. */
  countertopThickness: number;
  wall: string;
  floor: Material;
  splash?: Material;
}

export const heights = { plinth: 100, base: 820, wallBottom: 1420, top: 2140, ceiling: 2520 };

export class Painter {
  private count = 0;
  readonly parts: Drawing[] = [];

  constructor(
    readonly look: KitchenLook,
    readonly random: Random,
    readonly scale: number,
    readonly left: number,
    readonly floorY: number,
  ) {}

  x = (mm: number) => this.left + mm * this.scale;
  y = (mmFromFloor: number) => this.floorY - mmFromFloor * this.scale;
  size = (mm: number) => mm * this.scale;

  /** A box from millimetres: left edge, width, bottom and top heights above the floor. */
  box(x: number, w: number, bottom: number, top: number): Box {
    return { x: this.x(x), y: this.y(top), w: this.size(w), h: this.size(top - bottom) };
  }

  id(name: string) {
    this.count += 1;
    return `${name}-${this.count}`;
  }

  add(drawing: Drawing | string) {
    this.parts.push(typeof drawing === 'string' ? { defs: '', body: drawing } : drawing);
  }

  fill(material: Material, box: Box, detail = 0.35) {
    this.add(surface(material, box, { id: this.id('surface'), random: this.random, detail }));
  }

  /** One cabinet front with its handle; `grip` says where a handle goes. */
  front(box: Box, grip: 'top-centre' | 'left' | 'right' | 'none' = 'top-centre') {
    const gap = Math.max(1.5, this.size(3));
    const panel = { x: box.x + gap, y: box.y + gap, w: box.w - 2 * gap, h: box.h - 2 * gap };
    this.fill(this.look.front, panel);
    const edge = shade(this.look.front.color, -0.3);
    this.add(rect(panel, { fill: 'none', stroke: edge, 'stroke-width': 1.2, opacity: 0.8 }));
    if (this.look.profile === 'shaker' && panel.w > 40 && panel.h > 40) {
      const inset = Math.min(panel.w, panel.h) * 0.12;
      const inner = {
        x: panel.x + inset,
        y: panel.y + inset,
        w: panel.w - 2 * inset,
        h: panel.h - 2 * inset,
      };
      this.add(rect(inner, { fill: 'none', stroke: edge, 'stroke-width': 2, opacity: 0.6 }));
    }
    if (this.look.profile === 'fluted') {
      for (let x = panel.x + 6; x < panel.x + panel.w - 3; x += 9) {
        this.add(rect({ x, y: panel.y, w: 2, h: panel.h }, { fill: edge, opacity: 0.35 }));
      }
    }
    if (grip !== 'none') this.grip(panel, grip);
  }

  private grip(panel: Box, where: 'top-centre' | 'left' | 'right') {
    const look = this.look.handle;
    if (!look) {
      this.add(
        rect(
          { x: panel.x, y: panel.y, w: panel.w, h: this.size(22) },
          { fill: '#1f2124', opacity: 0.75 },
        ),
      );
      return;
    }
    const vertical = where !== 'top-centre' && look.shape === 'bar';
    const length = vertical
      ? Math.min(panel.h * 0.35, this.size(320))
      : Math.min(panel.w * 0.5, this.size(320));
    const thickness = this.size(look.shape === 'knob' ? 36 : 26);
    const x =
      where === 'top-centre'
        ? panel.x + (panel.w - length) / 2
        : where === 'left'
          ? panel.x + this.size(40)
          : panel.x + panel.w - this.size(40) - thickness;
    const area = vertical
      ? { x, y: panel.y + this.size(60), w: thickness, h: length }
      : {
          x: look.shape === 'knob' && where === 'top-centre' ? x + length / 2 - thickness / 2 : x,
          y: panel.y + this.size(50),
          w: look.shape === 'knob' ? thickness : length,
          h: thickness,
        };
    if (vertical) {
      this.add(
        rect(area, {
          fill: look.finish,
          rx: thickness / 2,
          stroke: shade(look.finish, -0.45),
          'stroke-width': 1,
        }),
      );
      return;
    }
    this.add(handle(look.shape === 'edge' ? 'bar' : look.shape, look.finish, area));
  }
}
