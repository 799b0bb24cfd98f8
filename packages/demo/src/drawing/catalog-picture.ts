import {
  drawHandle,
  drawHinge,
  drawMechanism,
  type HandlePicture,
  type HingePicture,
  type MechanismPicture,
} from './hardware-pictures.js';
import {
  drawInsert,
  drawLight,
  drawPullOut,
  drawRail,
  type InsertPicture,
  type LightPicture,
  type PullOutPicture,
  type RailPicture,
} from './fittings-pictures.js';
import {
  drawCarcass,
  drawFront,
  drawSlab,
  type CarcassPicture,
  type FrontPicture,
  type SlabPicture,
} from './panel-pictures.js';
import { randomFrom } from './svg.js';

/** What a catalog item's picture shows; each kind is drawn by its own function. */
export type CatalogPicture =
  | FrontPicture
  | CarcassPicture
  | SlabPicture
  | HandlePicture
  | HingePicture
  | MechanismPicture
  | InsertPicture
  | PullOutPicture
  | LightPicture
  | RailPicture;

/** The SVG of a catalog picture (1200 x 1200); `seed` makes grain and veins repeatable. */
export function drawCatalogPicture(picture: CatalogPicture, seed: string): string {
  const random = randomFrom(seed);
  switch (picture.kind) {
    case 'front':
      return drawFront(picture, random);
    case 'carcass':
      return drawCarcass(picture, random);
    case 'slab':
      return drawSlab(picture, random);
    case 'handle':
      return drawHandle(picture, random);
    case 'hinge':
    case 'runner':
      return drawHinge(picture);
    case 'mechanism':
      return drawMechanism(picture, random);
    case 'insert':
      return drawInsert(picture, random);
    case 'pull-out':
      return drawPullOut(picture);
    case 'light':
      return drawLight(picture);
    case 'rail':
      return drawRail(picture);
  }
}
