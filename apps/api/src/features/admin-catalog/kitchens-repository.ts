import type {
  AdminKitchen,
  AdminKitchenList,
  AdminKitchenSummary,
  kitchenFormRequestSchema,
  PageQuery,
  updateKitchenRequestSchema,
} from '@corner/contracts';
import { asc, desc, eq, inArray } from 'drizzle-orm';
import type { z } from 'zod';
import type { Db, Tx } from '../../db/client.js';
import {
  catalogItems,
  galleryKitchenComponents,
  galleryKitchenRenders,
  galleryKitchens,
  images,
} from '../../db/schema.js';
import { toImage } from '../../images/image-urls.js';
import { toAmount } from '../../lib/money.js';
import { nextRevision } from '../../lib/revision.js';
import { decimalText } from '../admin-projects/index.js';
import { entityTrail, type Audited } from '../audit/index.js';
import { toCatalogItemSummary } from '../gallery/index.js';
import { isUuid } from '../projects/index.js';
import { isUniqueViolation } from '../../lib/database-errors.js';

/*
 * Gallery kitchens as the back office keeps them (decision 22): renders and
 * components are replaced as a whole on each save; the first render is the cover.
 */

export type KitchenForm = z.output<typeof kitchenFormRequestSchema>;
export type KitchenUpdate = z.output<typeof updateKitchenRequestSchema>;

function toSummary(
  kitchen: typeof galleryKitchens.$inferSelect,
  cover: typeof images.$inferSelect | null,
): AdminKitchenSummary {
  return {
    id: kitchen.id,
    slug: kitchen.slug,
    name: kitchen.name,
    style: kitchen.style,
    fromPrice: toAmount(kitchen.fromPrice),
    published: kitchen.published,
    cover: cover ? toImage(cover) : null,
    createdAt: kitchen.createdAt.toISOString(),
  };
}

function selectKitchens(db: Db) {
  return db
    .select({ kitchen: galleryKitchens, cover: images })
    .from(galleryKitchens)
    .leftJoin(images, eq(images.id, galleryKitchens.coverImageId));
}

export async function listAdminKitchens(
  db: Db,
  { page, pageSize }: PageQuery,
): Promise<AdminKitchenList> {
  const [total, rows] = await Promise.all([
    db.$count(galleryKitchens),
    selectKitchens(db)
      .orderBy(desc(galleryKitchens.createdAt), asc(galleryKitchens.slug))
      .limit(pageSize)
      .offset((page - 1) * pageSize),
  ]);
  return { items: rows.map((row) => toSummary(row.kitchen, row.cover)), page, pageSize, total };
}

export async function findAdminKitchen(db: Db, id: string): Promise<AdminKitchen | null> {
  if (!isUuid(id)) return null;
  const [row] = await selectKitchens(db).where(eq(galleryKitchens.id, id));
  if (!row) return null;
  const [renders, components] = await Promise.all([
    db
      .select({ image: images })
      .from(galleryKitchenRenders)
      .innerJoin(images, eq(images.id, galleryKitchenRenders.imageId))
      .where(eq(galleryKitchenRenders.kitchenId, id))
      .orderBy(asc(galleryKitchenRenders.position)),
    db
      .select({ item: catalogItems, image: images })
      .from(galleryKitchenComponents)
      .innerJoin(catalogItems, eq(catalogItems.id, galleryKitchenComponents.catalogItemId))
      .leftJoin(images, eq(images.id, catalogItems.imageId))
      .where(eq(galleryKitchenComponents.kitchenId, id))
      .orderBy(asc(galleryKitchenComponents.position)),
  ]);
  return {
    ...toSummary(row.kitchen, row.cover),
    revision: row.kitchen.revision,
    summary: row.kitchen.summary,
    description: row.kitchen.description,
    renders: renders.map((render) => toImage(render.image)),
    components: components.map(({ item, image }) => ({
      ...toCatalogItemSummary(item, image),
      isPublic: item.isPublic,
    })),
  };
}

/** True when every id is a catalog item. */
export async function catalogItemsExist(db: Db, ids: readonly string[]): Promise<boolean> {
  const wanted = [...new Set(ids)];
  if (wanted.length === 0) return true;
  const found = await db
    .select({ id: catalogItems.id })
    .from(catalogItems)
    .where(inArray(catalogItems.id, wanted));
  return found.length === wanted.length;
}

const unique = (ids: readonly string[]) => [...new Set(ids)];

function columns(form: KitchenForm) {
  return {
    slug: form.slug,
    name: form.name,
    style: form.style,
    summary: form.summary,
    description: form.description,
    fromPrice: decimalText(form.fromPrice),
    published: form.published,
    coverImageId: form.renderIds[0] ?? null,
  };
}

async function setParts(tx: Tx, kitchenId: string, form: KitchenForm) {
  await tx.delete(galleryKitchenRenders).where(eq(galleryKitchenRenders.kitchenId, kitchenId));
  await tx
    .delete(galleryKitchenComponents)
    .where(eq(galleryKitchenComponents.kitchenId, kitchenId));
  const renders = unique(form.renderIds);
  if (renders.length > 0) {
    await tx
      .insert(galleryKitchenRenders)
      .values(renders.map((imageId, position) => ({ kitchenId, imageId, position })));
  }
  const components = unique(form.componentIds);
  if (components.length > 0) {
    await tx
      .insert(galleryKitchenComponents)
      .values(
        components.map((catalogItemId, position) => ({ kitchenId, catalogItemId, position })),
      );
  }
}

type KitchenRow = typeof galleryKitchens.$inferSelect;
/** A kitchen as the trail shows it: its renders by file name and its components by name. */
type ShownKitchen = KitchenRow & { renders: string | null; components: string | null };

/** How the audit trail records gallery kitchens (issue 39): the from price as stored, exact. */
const kitchenTrail = entityTrail<ShownKitchen>({
  kind: 'kitchen',
  label: (row) => row.name,
  fields: [
    { field: 'name', label: 'Name' },
    { field: 'slug', label: 'Address (slug)' },
    { field: 'style', label: 'Style' },
    { field: 'fromPrice', label: 'From price (USD)' },
    { field: 'summary', label: 'Short text' },
    { field: 'description', label: 'Description' },
    { field: 'published', label: 'Published' },
    { field: 'renders', label: 'Renders' },
    { field: 'components', label: 'Components' },
  ],
});

/** The kitchen with its renders and components as stored now, in gallery order. */
async function shownKitchen(tx: Tx, row: KitchenRow): Promise<ShownKitchen> {
  const renders = await tx
    .select({ name: images.filename })
    .from(galleryKitchenRenders)
    .innerJoin(images, eq(images.id, galleryKitchenRenders.imageId))
    .where(eq(galleryKitchenRenders.kitchenId, row.id))
    .orderBy(asc(galleryKitchenRenders.position));
  const components = await tx
    .select({ name: catalogItems.name })
    .from(galleryKitchenComponents)
    .innerJoin(catalogItems, eq(catalogItems.id, galleryKitchenComponents.catalogItemId))
    .where(eq(galleryKitchenComponents.kitchenId, row.id))
    .orderBy(asc(galleryKitchenComponents.position));
  const names = (list: { name: string }[]) =>
    list.length > 0 ? list.map((entry) => entry.name).join(', ') : null;
  return { ...row, renders: names(renders), components: names(components) };
}

/** Creates the kitchen; undefined when the slug is taken. */
export async function createKitchen(
  db: Db,
  form: KitchenForm,
  audit: Audited,
): Promise<string | undefined> {
  return db.transaction(async (tx) => {
    const [row] = await tx
      .insert(galleryKitchens)
      .values(columns(form))
      .onConflictDoNothing()
      .returning();
    if (!row) return undefined;
    await setParts(tx, row.id, form);
    const shown = await shownKitchen(tx, row);
    await kitchenTrail.changed(tx, audit, `added gallery kitchen ${row.name}`, null, shown);
    return row.id;
  });
}

/** Saves every field: 'saved', 'not-found', or 'slug-taken' (by another kitchen). */
export async function updateKitchen(db: Db, id: string, form: KitchenUpdate, audit: Audited) {
  try {
    return await db.transaction(async (tx) => {
      const [current] = await tx
        .select()
        .from(galleryKitchens)
        .where(eq(galleryKitchens.id, id))
        .for('update');
      if (!current) return 'not-found' as const;
      if (current.revision !== form.revision) return 'stale' as const;
      const [holder] = await tx
        .select({ id: galleryKitchens.id })
        .from(galleryKitchens)
        .where(eq(galleryKitchens.slug, form.slug));
      if (holder && holder.id !== id) return 'slug-taken' as const;
      const before = await shownKitchen(tx, current);
      const [after] = await tx
        .update(galleryKitchens)
        .set({ ...columns(form), revision: nextRevision(galleryKitchens.revision) })
        .where(eq(galleryKitchens.id, id))
        .returning();
      await setParts(tx, id, form);
      await kitchenTrail.changed(
        tx,
        audit,
        `changed gallery kitchen ${after!.name}`,
        before,
        await shownKitchen(tx, after!),
      );
      return 'saved' as const;
    });
  } catch (error) {
    // Another kitchen took the slug between the check and the write.
    if (isUniqueViolation(error)) return 'slug-taken' as const;
    throw error;
  }
}

export async function deleteKitchen(db: Db, id: string, audit: Audited) {
  return db.transaction(async (tx) => {
    const [row] = await tx.delete(galleryKitchens).where(eq(galleryKitchens.id, id)).returning();
    if (!row) return false;
    await kitchenTrail.deleted(tx, audit, `deleted gallery kitchen ${row.name}`, {
      ...row,
      renders: null,
      components: null,
    });
    return true;
  });
}
