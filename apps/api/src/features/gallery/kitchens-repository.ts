import type { GalleryKitchen, GalleryKitchenList, PageQuery } from '@corner/contracts';
import { and, asc, desc, eq } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import {
  catalogItems,
  galleryKitchenComponents,
  galleryKitchenRenders,
  galleryKitchens,
  images,
} from '../../db/schema.js';
import { toImage } from '../../images/image-urls.js';
import { toCatalogItemSummary, toKitchenSummary } from './mappers.js';

/*
 * Published gallery kitchens. Each call runs a fixed number of queries whatever the page
 * size: pictures come joined to their rows, never fetched one by one.
 */

const published = eq(galleryKitchens.published, true);

export async function listKitchens(
  db: Db,
  { page, pageSize }: PageQuery,
): Promise<GalleryKitchenList> {
  const [total, rows] = await Promise.all([
    db.$count(galleryKitchens, published),
    db
      .select({ kitchen: galleryKitchens, cover: images })
      .from(galleryKitchens)
      .leftJoin(images, eq(images.id, galleryKitchens.coverImageId))
      .where(published)
      .orderBy(desc(galleryKitchens.createdAt), asc(galleryKitchens.slug))
      .limit(pageSize)
      .offset((page - 1) * pageSize),
  ]);
  const items = rows.map((row) => toKitchenSummary(row.kitchen, row.cover));
  return { items, page, pageSize, total };
}

export async function findKitchen(db: Db, slug: string): Promise<GalleryKitchen | undefined> {
  const [row] = await db
    .select({ kitchen: galleryKitchens, cover: images })
    .from(galleryKitchens)
    .leftJoin(images, eq(images.id, galleryKitchens.coverImageId))
    .where(and(published, eq(galleryKitchens.slug, slug)));
  if (!row) return undefined;
  const [renders, components] = await Promise.all([
    kitchenRenders(db, row.kitchen.id),
    kitchenComponents(db, row.kitchen.id),
  ]);
  return {
    ...toKitchenSummary(row.kitchen, row.cover),
    description: row.kitchen.description,
    renders,
    components,
  };
}

async function kitchenRenders(db: Db, kitchenId: string) {
  const rows = await db
    .select({ image: images })
    .from(galleryKitchenRenders)
    .innerJoin(images, eq(images.id, galleryKitchenRenders.imageId))
    .where(eq(galleryKitchenRenders.kitchenId, kitchenId))
    .orderBy(asc(galleryKitchenRenders.position));
  return rows.map((row) => toImage(row.image));
}

/** The kitchen's components that are public, in the kitchen's order. */
async function kitchenComponents(db: Db, kitchenId: string) {
  const rows = await db
    .select({ item: catalogItems, image: images })
    .from(galleryKitchenComponents)
    .innerJoin(catalogItems, eq(catalogItems.id, galleryKitchenComponents.catalogItemId))
    .leftJoin(images, eq(images.id, catalogItems.imageId))
    .where(and(eq(galleryKitchenComponents.kitchenId, kitchenId), eq(catalogItems.isPublic, true)))
    .orderBy(asc(galleryKitchenComponents.position));
  return rows.map((row) => toCatalogItemSummary(row.item, row.image));
}
