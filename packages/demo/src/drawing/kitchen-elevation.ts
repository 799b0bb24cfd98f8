import { heights, Painter, type KitchenLook } from './kitchen-painter.js';
import { drawUnit, isTall, pendantLamp, type Unit } from './kitchen-units.js';
import { join, linearGradient, rect, randomFrom, shade, svgDocument } from './svg.js';

/*
 * A kitchen render: an elevation drawing of one wall (or of the island) built from the
 * kitchen's cabinets, fronts, handles and worktop, in the kitchen's own colours.
 */

export interface Elevation {
  view: 'wall' | 'island';
  units: Unit[];
}

export const renderSize = { width: 1600, height: 1000 } as const;

const overhang = 300;

function runsOfBaseUnits(units: Unit[]): Array<{ from: number; width: number }> {
  const runs: Array<{ from: number; width: number }> = [];
  let x = 0;
  for (const unit of units) {
    const last = runs.at(-1);
    if (!isTall(unit)) {
      if (last && last.from + last.width === x) last.width += unit.width;
      else runs.push({ from: x, width: unit.width });
    }
    x += unit.width;
  }
  return runs;
}

function background(p: Painter, total: number, island: boolean) {
  const id = p.id('wall-light');
  p.add({
    defs: linearGradient(
      id,
      [
        [0, '#ffffff', 0.35],
        [0.6, '#ffffff', 0],
        [1, '#000000', 0.12],
      ],
      true,
    ),
    body:
      rect({ x: 0, y: 0, w: renderSize.width, h: p.floorY }, { fill: p.look.wall }) +
      rect({ x: 0, y: 0, w: renderSize.width, h: p.floorY }, { fill: `url(#${id})` }),
  });
  p.fill(
    p.look.floor,
    { x: 0, y: p.floorY, w: renderSize.width, h: renderSize.height - p.floorY },
    0.6,
  );
  if (!island && p.look.splash) {
    const surface = heights.base + p.look.countertopThickness;
    p.fill(p.look.splash, p.box(0, total, surface, heights.wallBottom), 0.4);
  }
}

function worktops(p: Painter, units: Unit[], island: boolean) {
  const extra = island ? overhang : 0;
  for (const run of runsOfBaseUnits(units)) {
    const box = p.box(
      run.from - extra,
      run.width + 2 * extra,
      heights.base,
      heights.base + p.look.countertopThickness,
    );
    p.fill(p.look.countertop, box, 0.5);
    p.add(rect({ x: box.x, y: box.y + box.h - 2, w: box.w, h: 2 }, { fill: '#000', opacity: 0.3 }));
    if (!island) {
      const shadow = p.box(run.from, run.width, heights.wallBottom - 140, heights.wallBottom);
      const id = p.id('under-shadow');
      p.add({
        defs: linearGradient(
          id,
          [
            [0, '#000', 0.22],
            [1, '#000', 0],
          ],
          true,
        ),
        body: rect(shadow, { fill: `url(#${id})` }),
      });
    }
  }
}

function stools(p: Painter, total: number) {
  const colour = shade(p.look.carcass, -0.6);
  for (let x = 450; x < total - 200; x += 700) {
    p.add(rect(p.box(x - 220, 440, 640, 690), { fill: colour, rx: p.size(25) }));
    for (const leg of [x - 190, x + 160]) p.add(rect(p.box(leg, 30, 0, 640), { fill: colour }));
    p.add(rect(p.box(x - 170, 340, 250, 280), { fill: colour }));
  }
}

/** The SVG (1600 x 1000) of one elevation of a kitchen. */
export function drawKitchenElevation(
  look: KitchenLook,
  elevation: Elevation,
  seed: string,
): string {
  const island = elevation.view === 'island';
  const total = elevation.units.reduce((sum, unit) => sum + unit.width, 0);
  const scale = Math.min(0.34, 1380 / (total + (island ? 2 * overhang : 0)));
  const left = (renderSize.width - total * scale) / 2;
  const painter = new Painter(look, randomFrom(seed), scale, left, 930);
  background(painter, total, island);
  if (island)
    [total / 3, (2 * total) / 3].forEach((x) => pendantLamp(painter, x, shade(look.carcass, -0.2)));
  let x = 0;
  for (const unit of elevation.units) {
    drawUnit(painter, island ? { ...unit, upper: 'none' } : unit, x);
    x += unit.width;
  }
  worktops(painter, elevation.units, island);
  if (island) stools(painter, total);
  return svgDocument(renderSize.width, renderSize.height, join(...painter.parts));
}
