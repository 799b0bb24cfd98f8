import {
  catalogCategories,
  catalogCategoryLabels,
  type Component,
  type ComponentCategorySummary,
  type ComponentList,
  type ComponentListQuery,
} from '@corner/contracts';
import { and, asc, count, desc, eq, isNotNull, or } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import {
  catalogItems,
  galleryKitchenComponents,
  galleryKitchens,
  images,
} from '../../db/schema.js';
import { toImage } from '../../images/image-urls.js';
import { isUuid } from '../projects/index.js';
import { toCatalogItem, toCatalogItemSummary } from './mappers.js';

/* The public catalog, by category. A fixed number of queries per call. */

const isPublic = eq(catalogItems.isPublic, true);
const byName = [asc(catalogItems.name), asc(catalogItems.id)];

/** Every category in display order with its count of public items and a cover picture. */
export async function listCategories(db: Db): Promise<ComponentCategorySummary[]> {
  const [counts, covers] = await Promise.all([
    db
      .select({ category: catalogItems.category, count: count() })
      .from(catalogItems)
      .where(isPublic)
      .groupBy(catalogItems.category),
    db
      .selectDistinctOn([catalogItems.category], { category: catalogItems.category, image: images })
      .from(catalogItems)
      .innerJoin(images, eq(images.id, catalogItems.imageId))
      .where(and(isPublic, isNotNull(catalogItems.imageId)))
      .orderBy(asc(catalogItems.category), ...byName),
  ]);
  const countOf = new Map(counts.map((row) => [row.category, row.count]));
  const coverOf = new Map(covers.map((row) => [row.category, toImage(row.image)]));
  return catalogCategories.map((category) => ({
    category,
    label: catalogCategoryLabels[category],
    count: countOf.get(category) ?? 0,
    cover: coverOf.get(category) ?? null,
  }));
}

export async function listComponents(
  db: Db,
  { category, page, pageSize }: ComponentListQuery,
): Promise<ComponentList> {
  const where = and(isPublic, eq(catalogItems.category, category));
  const [total, rows] = await Promise.all([
    db.$count(catalogItems, where),
    db
      .select({ item: catalogItems, image: images })
      .from(catalogItems)
      .leftJoin(images, eq(images.id, catalogItems.imageId))
      .where(where)
      .orderBy(...byName)
      .limit(pageSize)
      .offset((page - 1) * pageSize),
  ]);
  const items = rows.map((row) => toCatalogItemSummary(row.item, row.image));
  return { items, page, pageSize, total };
}

/**
 * One public item by its slug, or by its id (an address from before slugs, decision 56), in
 * any category: the answer's category and slug are where it lives now. With the published
 * kitchens that use it.
 */
export async function findComponent(db: Db, slugOrId: string): Promise<Component | undefined> {
  const named = isUuid(slugOrId)
    ? or(eq(catalogItems.slug, slugOrId), eq(catalogItems.id, slugOrId))
    : eq(catalogItems.slug, slugOrId);
  const [row] = await db
    .select({ item: catalogItems, image: images })
    .from(catalogItems)
    .leftJoin(images, eq(images.id, catalogItems.imageId))
    .where(and(isPublic, named))
    .orderBy(desc(eq(catalogItems.slug, slugOrId)))
    .limit(1);
  if (!row) return undefined;
  const kitchens = await db
    .select({ slug: galleryKitchens.slug, name: galleryKitchens.name })
    .from(galleryKitchenComponents)
    .innerJoin(galleryKitchens, eq(galleryKitchens.id, galleryKitchenComponents.kitchenId))
    .where(
      and(
        eq(galleryKitchenComponents.catalogItemId, row.item.id),
        eq(galleryKitchens.published, true),
      ),
    )
    .groupBy(galleryKitchens.id)
    .orderBy(desc(galleryKitchens.createdAt), asc(galleryKitchens.slug));
  return { ...toCatalogItem(row.item, row.image), kitchens };
}
