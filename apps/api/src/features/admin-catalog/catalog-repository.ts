import type {
  AdminCatalogItem,
  AdminCatalogList,
  CatalogCategory,
  catalogItemFormRequestSchema,
  updateCatalogItemRequestSchema,
} from '@corner/contracts';
import { and, asc, eq, ilike, inArray } from 'drizzle-orm';
import type { z } from 'zod';
import type { Db } from '../../db/client.js';
import { catalogItems, images } from '../../db/schema.js';
import { decimalText } from '../admin-projects/index.js';
import { likePattern } from '../../lib/like-pattern.js';
import { nextRevision } from '../../lib/revision.js';
import { toCatalogItem } from '../gallery/index.js';
import { freeComponentSlug } from './component-slugs.js';
import { isUuid } from '../projects/index.js';

/* The catalog as the back office keeps it (decision 22). */

export type CatalogItemForm = z.output<typeof catalogItemFormRequestSchema>;
export type CatalogItemUpdate = z.output<typeof updateCatalogItemRequestSchema>;

export interface CatalogListOptions {
  search?: string | undefined;
  category?: CatalogCategory | undefined;
  page: number;
  pageSize: number;
}

type Row = { item: typeof catalogItems.$inferSelect; image: typeof images.$inferSelect | null };

const toAdminItem = ({ item, image }: Row): AdminCatalogItem => ({
  ...toCatalogItem(item, image),
  isPublic: item.isPublic,
  createdAt: item.createdAt.toISOString(),
  revision: item.revision,
});

/** A page of items by name (indexes on name and on category, name), public or not. */
export async function catalogPage(
  db: Db,
  { search, category, page, pageSize }: CatalogListOptions,
): Promise<{ rows: Row[]; total: number }> {
  const where = and(
    search ? ilike(catalogItems.name, likePattern(search)) : undefined,
    category ? eq(catalogItems.category, category) : undefined,
  );
  const [total, rows] = await Promise.all([
    db.$count(catalogItems, where),
    db
      .select({ item: catalogItems, image: images })
      .from(catalogItems)
      .leftJoin(images, eq(images.id, catalogItems.imageId))
      .where(where)
      .orderBy(asc(catalogItems.name), asc(catalogItems.id))
      .limit(pageSize)
      .offset((page - 1) * pageSize),
  ]);
  return { rows, total };
}

export async function listCatalogItems(
  db: Db,
  options: CatalogListOptions,
): Promise<AdminCatalogList> {
  const { rows, total } = await catalogPage(db, options);
  return { items: rows.map(toAdminItem), page: options.page, pageSize: options.pageSize, total };
}

export async function findCatalogItem(db: Db, id: string): Promise<AdminCatalogItem | null> {
  if (!isUuid(id)) return null;
  const [row] = await db
    .select({ item: catalogItems, image: images })
    .from(catalogItems)
    .leftJoin(images, eq(images.id, catalogItems.imageId))
    .where(eq(catalogItems.id, id));
  return row ? toAdminItem(row) : null;
}

/** True when every id is a stored picture (so a write never fails on its foreign key). */
export async function imagesExist(db: Db, ids: readonly (string | null)[]): Promise<boolean> {
  const wanted = [...new Set(ids.filter((id): id is string => id !== null))];
  if (wanted.length === 0) return true;
  const found = await db.select({ id: images.id }).from(images).where(inArray(images.id, wanted));
  return found.length === wanted.length;
}

const columns = (form: CatalogItemForm) => ({
  category: form.category,
  name: form.name,
  description: form.description,
  unit: form.unit,
  unitPrice: decimalText(form.unitPrice),
  imageId: form.imageId,
  isPublic: form.isPublic,
});

export async function createCatalogItem(db: Db, form: CatalogItemForm): Promise<string> {
  const [row] = await db
    .insert(catalogItems)
    .values({ ...columns(form), slug: await freeComponentSlug(db, form.name) })
    .returning({ id: catalogItems.id });
  return row!.id;
}

/** Saves every field if the item is still at the revision the editor saw; false when not. */
export async function updateCatalogItem(db: Db, id: string, form: CatalogItemUpdate) {
  const rows = await db
    .update(catalogItems)
    .set({ ...columns(form), revision: nextRevision(catalogItems.revision) })
    .where(and(eq(catalogItems.id, id), eq(catalogItems.revision, form.revision)))
    .returning({ id: catalogItems.id });
  return rows.length > 0;
}

/**
 * Deletes the item. Design version lines that came from it keep their copy (name, image,
 * unit, price) and lose only the link; gallery kitchens no longer list it.
 */
export async function deleteCatalogItem(db: Db, id: string) {
  const rows = await db
    .delete(catalogItems)
    .where(eq(catalogItems.id, id))
    .returning({ id: catalogItems.id });
  return rows.length > 0;
}
