import {
  contentSlotLabels,
  type AdminContentItem,
  type AdminContentList,
  type AdminDelivery,
  type ContentSlot,
  type contentItemFormRequestSchema,
  type deliveryFormRequestSchema,
  type PageQuery,
  type updateContentItemRequestSchema,
  type updateDeliveryRequestSchema,
} from '@corner/contracts';
import { and, desc, eq, ne } from 'drizzle-orm';
import type { z } from 'zod';
import type { Db, Tx } from '../../db/client.js';
import { contentItems, deliveries, images, projects, substages } from '../../db/schema.js';
import { toImage } from '../../images/image-urls.js';
import { AppError } from '../../lib/app-error.js';
import { nextRevision } from '../../lib/revision.js';
import { entityTrail, type Audited } from '../audit/index.js';
import { isUuid } from '../projects/index.js';
import { isUniqueViolation } from '../../lib/database-errors.js';

/* Content items and deliveries as the back office keeps them (decision 22). */

export type ContentItemForm = z.output<typeof contentItemFormRequestSchema>;
export type DeliveryForm = z.output<typeof deliveryFormRequestSchema>;
export type ContentItemUpdate = z.output<typeof updateContentItemRequestSchema>;
export type DeliveryUpdate = z.output<typeof updateDeliveryRequestSchema>;

type ImageRow = typeof images.$inferSelect;

const imageOrNull = (image: ImageRow | null) => (image ? toImage(image) : null);

function toAdminContent(
  item: typeof contentItems.$inferSelect,
  image: ImageRow | null,
  projectName: string | null,
): AdminContentItem {
  return {
    id: item.id,
    name: item.name,
    body: item.body,
    image: imageOrNull(image),
    stageKey: item.stageKey,
    projectId: item.projectId,
    projectName,
    slot: item.slot,
    position: item.position,
    createdAt: item.createdAt.toISOString(),
    revision: item.revision,
  };
}

const contentSelection = { item: contentItems, image: images, projectName: projects.name };

function selectContent(db: Db) {
  return db
    .select(contentSelection)
    .from(contentItems)
    .leftJoin(images, eq(images.id, contentItems.imageId))
    .leftJoin(projects, eq(projects.id, contentItems.projectId));
}

export async function listContentItems(
  db: Db,
  { page, pageSize }: PageQuery,
): Promise<AdminContentList> {
  const [total, rows] = await Promise.all([
    db.$count(contentItems),
    selectContent(db)
      .orderBy(desc(contentItems.createdAt), desc(contentItems.id))
      .limit(pageSize)
      .offset((page - 1) * pageSize),
  ]);
  const items = rows.map((row) => toAdminContent(row.item, row.image, row.projectName));
  return { items, page, pageSize, total };
}

export async function findContentItem(db: Db, id: string): Promise<AdminContentItem | null> {
  if (!isUuid(id)) return null;
  const [row] = await selectContent(db).where(eq(contentItems.id, id));
  return row ? toAdminContent(row.item, row.image, row.projectName) : null;
}

export async function projectExists(db: Db, id: string | null): Promise<boolean> {
  if (id === null) return true;
  if (!isUuid(id)) return false;
  const rows = await db.select({ id: projects.id }).from(projects).where(eq(projects.id, id));
  return rows.length > 0;
}

/** 409: the slot is another item's (one item per slot, so the page shows one text). */
const slotTaken = (slot: ContentSlot, name: string) =>
  AppError.conflict(
    `"${contentSlotLabels[slot]}" is already shown by the content item "${name}": choose None there first, or edit that item`,
  );

/** Throws 409 when another item than `id` holds the slot. */
async function assertSlotFree(db: Db | Tx, slot: ContentSlot | null, id: string | null) {
  if (slot === null) return;
  const [holder] = await db
    .select({ name: contentItems.name })
    .from(contentItems)
    .where(and(eq(contentItems.slot, slot), id ? ne(contentItems.id, id) : undefined))
    .limit(1);
  if (holder) throw slotTaken(slot, holder.name);
}

/** The same 409 when two saves raced for a slot and the unique index refused the second. */
async function slotRace<T>(db: Db, slot: ContentSlot | null, write: () => Promise<T>) {
  try {
    return await write();
  } catch (error) {
    if (slot !== null && isUniqueViolation(error)) {
      await assertSlotFree(db, slot, null);
    }
    throw error;
  }
}

/** How the audit trail records content items (issue 39). */
const contentTrail = entityTrail<typeof contentItems.$inferSelect>({
  kind: 'content-item',
  label: (row) => row.name,
  projectId: (row) => row.projectId,
  fields: [
    { field: 'name', label: 'Name' },
    { field: 'body', label: 'Text' },
    { field: 'slot', label: 'Shown in' },
    { field: 'stageKey', label: 'Stage' },
    { field: 'projectId', label: 'Project' },
    { field: 'imageId', label: 'Picture' },
    { field: 'position', label: 'Position' },
  ],
});

export async function createContentItem(
  db: Db,
  form: ContentItemForm,
  audit: Audited,
): Promise<string> {
  await assertSlotFree(db, form.slot, null);
  return slotRace(db, form.slot, () =>
    db.transaction(async (tx) => {
      const [row] = await tx.insert(contentItems).values(form).returning();
      await contentTrail.changed(tx, audit, `added content item ${row!.name}`, null, row!);
      return row!.id;
    }),
  );
}

/**
 * Saves every field; answers the row before the change, or undefined when there is none.
 * A save from an older revision than the stored one answers 409 and changes nothing.
 */
export async function updateContentItem(
  db: Db,
  id: string,
  form: ContentItemUpdate,
  audit: Audited,
) {
  return slotRace(db, form.slot, () =>
    db.transaction(async (tx) => {
      const [before] = await tx
        .select()
        .from(contentItems)
        .where(eq(contentItems.id, id))
        .for('update');
      if (!before) return undefined;
      if (before.revision !== form.revision) throw AppError.staleRevision('contentItem');
      await assertSlotFree(tx, form.slot, id);
      const [after] = await tx
        .update(contentItems)
        .set({ ...form, revision: nextRevision(contentItems.revision) })
        .where(eq(contentItems.id, id))
        .returning();
      await contentTrail.changed(tx, audit, `changed content item ${after!.name}`, before, after!);
      return before;
    }),
  );
}

export async function deleteContentItem(db: Db, id: string, audit: Audited) {
  return db.transaction(async (tx) => {
    const [row] = await tx.delete(contentItems).where(eq(contentItems.id, id)).returning();
    if (row) await contentTrail.deleted(tx, audit, `deleted content item ${row.name}`, row);
    return row;
  });
}

function toAdminDelivery(
  delivery: typeof deliveries.$inferSelect,
  image: ImageRow | null,
): AdminDelivery {
  return {
    id: delivery.id,
    projectId: delivery.projectId,
    name: delivery.name,
    image: imageOrNull(image),
    trackingLink: delivery.trackingLink,
    createdAt: delivery.createdAt.toISOString(),
    revision: delivery.revision,
  };
}

/** The project's deliveries, newest first (the dashboard shows the newest). */
export async function listDeliveries(db: Db, projectId: string): Promise<AdminDelivery[]> {
  const rows = await db
    .select({ delivery: deliveries, image: images })
    .from(deliveries)
    .leftJoin(images, eq(images.id, deliveries.imageId))
    .where(eq(deliveries.projectId, projectId))
    .orderBy(desc(deliveries.createdAt), desc(deliveries.id));
  return rows.map((row) => toAdminDelivery(row.delivery, row.image));
}

export async function findProjectDelivery(db: Db, projectId: string, id: string) {
  if (!isUuid(id)) return null;
  const [row] = await db
    .select({ delivery: deliveries, image: images })
    .from(deliveries)
    .leftJoin(images, eq(images.id, deliveries.imageId))
    .where(and(eq(deliveries.id, id), eq(deliveries.projectId, projectId)));
  return row ? toAdminDelivery(row.delivery, row.image) : null;
}

/** How the audit trail records deliveries (issue 39). */
const deliveryTrail = entityTrail<typeof deliveries.$inferSelect>({
  kind: 'delivery',
  label: (row) => row.name,
  projectId: (row) => row.projectId,
  fields: [
    { field: 'name', label: 'Name' },
    { field: 'trackingLink', label: 'Tracking link' },
    { field: 'imageId', label: 'Picture' },
  ],
});

/**
 * Adds a delivery, linked to the project's delivery stage when it has one, so that the
 * dashboard's delivery stage shows the newest delivery (decision 22).
 */
export async function createDelivery(
  db: Db,
  projectId: string,
  form: DeliveryForm,
  audit: Audited,
) {
  return db.transaction(async (tx) => {
    const [stage] = await tx
      .select({ id: substages.id })
      .from(substages)
      .where(and(eq(substages.projectId, projectId), eq(substages.key, 'delivery')))
      .limit(1);
    const [row] = await tx
      .insert(deliveries)
      .values({ projectId, substageId: stage?.id ?? null, ...form })
      .returning();
    await deliveryTrail.changed(tx, audit, `added delivery ${row!.name}`, null, row!);
    return row!.id;
  });
}

/** Saves every field if the delivery is still at the revision the editor saw; 409 if not. */
export async function updateDelivery(db: Db, id: string, form: DeliveryUpdate, audit: Audited) {
  await db.transaction(async (tx) => {
    const [before] = await tx.select().from(deliveries).where(eq(deliveries.id, id)).for('update');
    if (!before) throw AppError.notFound('Delivery');
    if (before.revision !== form.revision) throw AppError.staleRevision('delivery');
    const [after] = await tx
      .update(deliveries)
      .set({ ...form, revision: nextRevision(deliveries.revision) })
      .where(eq(deliveries.id, id))
      .returning();
    await deliveryTrail.changed(tx, audit, `changed delivery ${after!.name}`, before, after!);
  });
}

export async function deleteDelivery(db: Db, id: string, audit: Audited) {
  await db.transaction(async (tx) => {
    const [row] = await tx.delete(deliveries).where(eq(deliveries.id, id)).returning();
    if (row) await deliveryTrail.deleted(tx, audit, `deleted delivery ${row.name}`, row);
  });
}
