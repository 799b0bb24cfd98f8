import { availableParallelism } from 'node:os';
import { drawCatalogPicture } from '../images/drawing/catalog-picture.js';
import { drawKitchenElevation } from '../images/drawing/kitchen-elevation.js';
import type { ImageStore, NewImageRow } from '../images/image-store.js';
import { mapWithLimit } from '../lib/concurrency.js';
import type { DemoCatalogItem } from './catalog.js';
import type { DemoKitchen } from './kitchens.js';

/*
 * Draws every demo picture (catalog items and kitchen renders) and stores its thumbnails.
 * Pictures are made a few at a time: sharp works on its own threads, so a small pool keeps
 * every core busy without holding dozens of decoded pictures in memory.
 */

export const slugify = (name: string) =>
  name
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');

interface PictureJob {
  filename: string;
  svg: () => string;
}

export interface DemoPictures {
  items: NewImageRow[];
  /** Per kitchen, its renders in order. */
  renders: NewImageRow[][];
}

export async function drawDemoPictures(
  store: ImageStore,
  catalog: DemoCatalogItem[],
  kitchens: DemoKitchen[],
): Promise<DemoPictures> {
  const itemJobs: PictureJob[] = catalog.map((item) => ({
    filename: `${slugify(item.name)}.svg`,
    svg: () => drawCatalogPicture(item.picture, item.name),
  }));
  const renderJobs: PictureJob[] = kitchens.flatMap((kitchen) =>
    kitchen.elevations.map((elevation, index) => ({
      filename: `${kitchen.slug}-${index + 1}.svg`,
      svg: () => drawKitchenElevation(kitchen.look, elevation, `${kitchen.slug}-${index}`),
    })),
  );
  const limit = 2 * availableParallelism();
  const rows = await mapWithLimit([...itemJobs, ...renderJobs], limit, (job) =>
    store.prepare(Buffer.from(job.svg()), job.filename),
  );
  const items = rows.slice(0, itemJobs.length);
  let next = itemJobs.length;
  const renders = kitchens.map((kitchen) => {
    const own = rows.slice(next, next + kitchen.elevations.length);
    next += kitchen.elevations.length;
    return own;
  });
  return { items, renders };
}
