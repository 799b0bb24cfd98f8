import { availableParallelism } from 'node:os';
import {
  type DemoCatalogItem,
  type DemoDesignVersion,
  type DemoKitchen,
  drawCatalogPicture,
  drawKitchenElevation,
  versionLook,
} from '@corner/demo';
import type { ImageStore, NewImageRow } from '../images/image-store.js';
import { mapWithLimit } from '../lib/concurrency.js';

/*
 * Draws every demo picture (catalog items, gallery kitchen renders and the renders of the
 * projects' design versions) and stores its thumbnails.
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
  /** Per design version (in the order given), its renders in order. */
  versions: NewImageRow[][];
}

/** Cuts `rows` into consecutive groups of the given sizes. */
function groups<T>(rows: T[], sizes: number[]): T[][] {
  let next = 0;
  return sizes.map((size) => {
    const own = rows.slice(next, next + size);
    next += size;
    return own;
  });
}

export async function drawDemoPictures(
  store: ImageStore,
  catalog: DemoCatalogItem[],
  kitchens: DemoKitchen[],
  versions: DemoDesignVersion[] = [],
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
  const catalogByName = new Map(catalog.map((item) => [item.name, item]));
  const versionJobs: PictureJob[] = versions.flatMap((version, number) => {
    const look = versionLook(version, catalogByName);
    return version.elevations.map((elevation, index) => ({
      filename: `${slugify(version.name)}-${index + 1}.svg`,
      svg: () => drawKitchenElevation(look, elevation, `version-${number}-${index}`),
    }));
  });
  const limit = 2 * availableParallelism();
  const rows = await mapWithLimit([...itemJobs, ...renderJobs, ...versionJobs], limit, (job) =>
    store.prepare(Buffer.from(job.svg()), job.filename),
  );
  const [items = [], ...rest] = groups(rows, [
    itemJobs.length,
    ...kitchens.map((kitchen) => kitchen.elevations.length),
    ...versions.map((version) => version.elevations.length),
  ]);
  return {
    items,
    renders: rest.slice(0, kitchens.length),
    versions: rest.slice(kitchens.length),
  };
}
