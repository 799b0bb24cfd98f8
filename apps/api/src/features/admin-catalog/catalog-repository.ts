import type {
  AdminCatalogItem,
  AdminCatalogList,
  CatalogCategory,
  catalogItemFormRequestSchema,
  updateCatalogItemRequestSchema,
} from '@corner/contracts';
import { and, asc, eq, ilike, inArray } from 'drizzle-orm';
import type { z } from 'zod';
import type { Db, Tx } from '../../db/client.js';
import { catalogItems, images } from '../../db/schema.js';
import { decimalText } from '../admin-projects/index.js';
import { entityTrail, type Audited } from '../audit/index.js';
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

type ItemRow = typeof catalogItems.$inferSelect;
/** An item as the trail shows it: its picture by file name. */
type ShownItem = ItemRow & { picture: string | null };

/** How the audit trail records catalog items (issue 39): the unit price as stored, exact. */
const catalogTrail = entityTrail<ShownItem>({
  kind: 'catalog-item',
  label: (row) => row.name,
  fields: [
    { field: 'category', label: 'Category' },
    { field: 'name', label: 'Name' },
    { field: 'description', label: 'Description' },
    { field: 'unit', label: 'Unit' },
    { field: 'unitPrice', label: 'Unit price (USD)' },
    { field: 'isPublic', label: 'Public' },
    { field: 'picture', label: 'Picture' },
  ],
});

async function shownItem(tx: Tx, row: ItemRow): Promise<ShownItem> {
  if (row.imageId === null) return { ...row, picture: null };
  const [image] = await tx
    .select({ filename: images.filename })
    .from(images)
    .where(eq(images.id, row.imageId));
  return { ...row, picture: image?.filename ?? null };
}

export async function createCatalogItem(
  db: Db,
  form: CatalogItemForm,
  audit: Audited,
): Promise<string> {
  return db.transaction(async (tx) => {
    const [row] = await tx
      .insert(catalogItems)
      .values({ ...columns(form), slug: await freeComponentSlug(tx, form.name) })
      .returning();
    const shown = await shownItem(tx, row!);
    await catalogTrail.changed(tx, audit, `added catalog item ${row!.name}`, null, shown);
    return row!.id;
  });
}

/** Saves every field if the item is still at the revision the editor saw; false when not. */
export async function updateCatalogItem(
  db: Db,
  id: string,
  form: CatalogItemUpdate,
  audit: Audited,
) {
  return db.transaction(async (tx) => {
    const [before] = await tx
      .select()
      .from(catalogItems)
      .where(eq(catalogItems.id, id))
      .for('update');
    if (!before || before.revision !== form.revision) return false;
    const [after] = await tx
      .update(catalogItems)
      .set({ ...columns(form), revision: nextRevision(catalogItems.revision) })
      .where(eq(catalogItems.id, id))
      .returning();
    await catalogTrail.changed(
      tx,
      audit,
      `changed catalog item ${after!.name}`,
      await shownItem(tx, before),
      await shownItem(tx, after!),
    );
    return true;
  });
}

/**
 * Deletes the item. Design version lines that came from it keep their copy (name, image,
 * unit, price) and lose only the link; gallery kitchens no longer list it.
 */
export async function deleteCatalogItem(db: Db, id: string, audit: Audited) {
  return db.transaction(async (tx) => {
    const [row] = await tx.delete(catalogItems).where(eq(catalogItems.id, id)).returning();
    if (!row) return false;
    await catalogTrail.deleted(tx, audit, `deleted catalog item ${row.name}`, {
      ...row,
      picture: null,
    });
    return true;
  });
}
