import {
  catalogCategories,
  errorCodes,
  lineAmountProblem,
  type AdminDesignVersion,
  type AdminItemLine,
  type CustomLineRequest,
} from '@corner/contracts';
import { and, asc, eq, inArray, max } from 'drizzle-orm';
import { refuseVersionWithRecords } from '../estimates/index.js';
import type { Db, Tx } from '../../db/client.js';
import {
  catalogItems,
  designVersionRenders,
  designVersions,
  images,
  itemLines,
  projects,
} from '../../db/schema.js';
import { toImage, type ImageRow } from '../../images/image-urls.js';
import { AppError } from '../../lib/app-error.js';
import { toAmount } from '../../lib/money.js';
import { recordChange, type Audited } from '../audit/index.js';
import { isUuid } from '../projects/index.js';
import {
  lineChanges,
  optionChanges,
  recordVersionChange,
  versionTrail,
  type VersionRef,
} from './version-audit.js';

/* Design versions as the back office edits them: item lines and renders. */

type LineRow = typeof itemLines.$inferSelect;
type VersionRow = typeof designVersions.$inferSelect;

const categoryOrder = (category: string) =>
  catalogCategories.indexOf(category as (typeof catalogCategories)[number]);

/** A number for a numeric column: exact text, never a float's artefacts. */
export const decimalText = (value: number) => String(value);

/** 400 when quantity × unit price is more than one line may be (estimates must fit). */
function assertLineAmount(quantity: number, unitPrice: string) {
  const problem = lineAmountProblem(quantity, unitPrice);
  if (problem) throw new AppError(errorCodes.validation, `body/quantity: ${problem}`, 400);
}

export async function findVersionRow(db: Db, projectId: string, versionId: string) {
  if (!isUuid(versionId)) return undefined;
  const [row] = await db
    .select()
    .from(designVersions)
    .where(and(eq(designVersions.id, versionId), eq(designVersions.projectId, projectId)));
  return row;
}

function toLine(row: LineRow, image: ImageRow | null): AdminItemLine {
  return {
    id: row.id,
    category: row.category,
    catalogItemId: row.catalogItemId,
    name: row.name,
    image: image ? toImage(image) : null,
    quantity: toAmount(row.quantity),
    unit: row.unit,
    unitPrice: toAmount(row.unitPrice),
  };
}

export async function findAdminVersion(
  db: Db,
  projectId: string,
  versionId: string,
): Promise<AdminDesignVersion | null> {
  const version = await findVersionRow(db, projectId, versionId);
  if (!version) return null;
  const [lines, renders] = await Promise.all([
    db
      .select({ line: itemLines, image: images })
      .from(itemLines)
      .leftJoin(images, eq(images.id, itemLines.imageId))
      .where(eq(itemLines.designVersionId, versionId))
      .orderBy(asc(itemLines.position), asc(itemLines.id)),
    db
      .select({ image: images })
      .from(designVersionRenders)
      .innerJoin(images, eq(images.id, designVersionRenders.imageId))
      .where(eq(designVersionRenders.designVersionId, versionId))
      .orderBy(asc(designVersionRenders.position)),
  ]);
  const sorted = lines
    .map((row) => toLine(row.line, row.image))
    .sort((a, b) => categoryOrder(a.category) - categoryOrder(b.category));
  return {
    id: version.id,
    projectId: version.projectId,
    name: version.name,
    createdAt: version.createdAt.toISOString(),
    lines: sorted,
    renders: renders.map((row) => toImage(row.image)),
    options: version.optionGroups,
  };
}

export async function createVersion(db: Db, projectId: string, name: string, audit: Audited) {
  return db.transaction(async (tx) => {
    const [row] = await tx.insert(designVersions).values({ projectId, name }).returning();
    await versionTrail.changed(tx, audit, `added design version ${row!.name}`, null, row!);
    return row!;
  });
}

export async function renameVersion(db: Db, version: VersionRow, name: string, audit: Audited) {
  await db.transaction(async (tx) => {
    const [row] = await tx
      .update(designVersions)
      .set({ name })
      .where(eq(designVersions.id, version.id))
      .returning();
    if (!row) return;
    const summary = `renamed design version ${version.name} to ${row.name}`;
    await versionTrail.changed(tx, audit, summary, version, row);
  });
}

/** A copy with every line and render, under a new name; answers the copy's id. */
export async function duplicateVersion(db: Db, versionId: string, name: string, audit: Audited) {
  return db.transaction(async (tx) => {
    const [source] = await tx.select().from(designVersions).where(eq(designVersions.id, versionId));
    const [copy] = await tx
      .insert(designVersions)
      .values({ projectId: source!.projectId, name })
      .returning();
    const lines = await tx.select().from(itemLines).where(eq(itemLines.designVersionId, versionId));
    if (lines.length > 0) {
      await tx
        .insert(itemLines)
        .values(lines.map(({ id: _id, ...line }) => ({ ...line, designVersionId: copy!.id })));
    }
    const renders = await tx
      .select()
      .from(designVersionRenders)
      .where(eq(designVersionRenders.designVersionId, versionId));
    if (renders.length > 0) {
      await tx
        .insert(designVersionRenders)
        .values(renders.map((render) => ({ ...render, designVersionId: copy!.id })));
    }
    const summary = `copied design version ${source!.name} as ${copy!.name}`;
    await versionTrail.changed(tx, audit, summary, null, copy!);
    return copy!.id;
  });
}

/**
 * Deletes the version (its lines, renders and estimates go with it) and unpins it, unless an
 * acceptance record names it (409); answers
 * the pictures that were its renders, for the caller to delete those nothing else uses.
 */
export async function deleteVersion(db: Db, version: VersionRow, audit: Audited) {
  const { id: versionId, projectId } = version;
  await refuseVersionWithRecords(db, versionId);
  return db.transaction(async (tx) => {
    const renders = await tx
      .select({ imageId: designVersionRenders.imageId })
      .from(designVersionRenders)
      .where(eq(designVersionRenders.designVersionId, versionId));
    const unpinned = await tx
      .update(projects)
      .set({ activeDesignVersionId: null })
      .where(and(eq(projects.id, projectId), eq(projects.activeDesignVersionId, versionId)))
      .returning({ id: projects.id, name: projects.name });
    const [deleted] = await tx
      .delete(designVersions)
      .where(eq(designVersions.id, versionId))
      .returning();
    if (deleted) {
      await versionTrail.deleted(tx, audit, `deleted design version ${deleted.name}`, deleted);
    }
    for (const project of unpinned) {
      await recordChange(tx, audit, {
        summary: `unpinned ${version.name} in project ${project.name}: the version was deleted`,
        entity: { kind: 'project', id: project.id, label: project.name },
        projectId: project.id,
        changes: [
          {
            field: 'activeDesignVersionId',
            label: 'Version shown to customers',
            from: version.name,
            to: null,
          },
        ],
      });
    }
    return renders.map((render) => render.imageId);
  });
}

async function nextLinePosition(tx: Tx | Db, versionId: string) {
  const [row] = await tx
    .select({ last: max(itemLines.position) })
    .from(itemLines)
    .where(eq(itemLines.designVersionId, versionId));
  return (row?.last ?? -1) + 1;
}

/** A line added to the version, recorded with its fields. */
async function insertLine(
  tx: Tx,
  version: VersionRef,
  line: Omit<typeof itemLines.$inferInsert, 'designVersionId' | 'position'>,
  audit: Audited,
) {
  const [row] = await tx
    .insert(itemLines)
    .values({
      ...line,
      designVersionId: version.id,
      position: await nextLinePosition(tx, version.id),
    })
    .returning();
  await recordVersionChange(
    tx,
    audit,
    version,
    `added line ${row!.name} to ${version.name}`,
    lineChanges(null, row!),
  );
}

/** A line copied from a catalog item (its name, image, unit and price of today); false if none. */
export async function addCatalogLine(
  db: Db,
  version: VersionRef,
  catalogItemId: string,
  quantity: number,
  audit: Audited,
) {
  return db.transaction(async (tx) => {
    const [item] = await tx.select().from(catalogItems).where(eq(catalogItems.id, catalogItemId));
    if (!item) return false;
    assertLineAmount(quantity, item.unitPrice);
    await insertLine(
      tx,
      version,
      {
        category: item.category,
        catalogItemId: item.id,
        name: item.name,
        imageId: item.imageId,
        quantity: decimalText(quantity),
        unit: item.unit,
        unitPrice: item.unitPrice,
      },
      audit,
    );
    return true;
  });
}

export async function addCustomLine(
  db: Db,
  version: VersionRef,
  line: CustomLineRequest,
  audit: Audited,
) {
  await db.transaction(async (tx) => {
    await insertLine(
      tx,
      version,
      {
        category: line.category,
        name: line.name,
        quantity: decimalText(line.quantity),
        unit: line.unit,
        unitPrice: decimalText(line.unitPrice),
      },
      audit,
    );
  });
}

/** Changes a line's quantity; false when the version has no such line. */
export async function setLineQuantity(
  db: Db,
  version: VersionRef,
  lineId: string,
  quantity: number,
  audit: Audited,
) {
  if (!isUuid(lineId)) return false;
  const ofVersion = and(eq(itemLines.id, lineId), eq(itemLines.designVersionId, version.id));
  return db.transaction(async (tx) => {
    const [line] = await tx.select().from(itemLines).where(ofVersion).for('update');
    if (!line) return false;
    assertLineAmount(quantity, line.unitPrice);
    const [updated] = await tx
      .update(itemLines)
      .set({ quantity: decimalText(quantity) })
      .where(ofVersion)
      .returning();
    if (!updated) return false;
    await recordVersionChange(
      tx,
      audit,
      version,
      `changed line ${updated.name} in ${version.name}`,
      lineChanges(line, updated),
    );
    return true;
  });
}

/** Removes a line, and the option that offered it in another item (decision 61). */
export async function removeLine(db: Db, version: VersionRef, lineId: string, audit: Audited) {
  if (!isUuid(lineId)) return false;
  const versionId = version.id;
  return db.transaction(async (tx) => {
    const [removed] = await tx
      .delete(itemLines)
      .where(and(eq(itemLines.id, lineId), eq(itemLines.designVersionId, versionId)))
      .returning();
    if (!removed) return false;
    const [current] = await tx
      .select({ optionGroups: designVersions.optionGroups })
      .from(designVersions)
      .where(eq(designVersions.id, versionId))
      .for('update');
    const kept = current!.optionGroups.filter(
      (group) => group.kind !== 'swap' || group.lineId !== lineId,
    );
    if (kept.length !== current!.optionGroups.length) {
      await tx
        .update(designVersions)
        .set({ optionGroups: kept })
        .where(eq(designVersions.id, versionId));
    }
    const names = new Map([[removed.id, removed.name]]);
    await recordVersionChange(
      tx,
      audit,
      version,
      `removed line ${removed.name} from ${version.name}`,
      [...lineChanges(removed, null), ...optionChanges(current!.optionGroups, kept, names)],
    );
    return true;
  });
}

/**
 * The version's renders in order, with the version locked until the transaction ends, so
 * two uploads attached at the same moment take positions one after the other.
 */
async function renderIds(tx: Tx, versionId: string) {
  await tx
    .select({ id: designVersions.id })
    .from(designVersions)
    .where(eq(designVersions.id, versionId))
    .for('update');
  const rows = await tx
    .select({ imageId: designVersionRenders.imageId })
    .from(designVersionRenders)
    .where(eq(designVersionRenders.designVersionId, versionId))
    .orderBy(asc(designVersionRenders.position));
  return rows.map((row) => row.imageId);
}

/** Writes the version's renders in this order (positions 0, 1, …). */
async function writeRenders(tx: Tx, versionId: string, imageIds: string[]) {
  await tx.delete(designVersionRenders).where(eq(designVersionRenders.designVersionId, versionId));
  if (imageIds.length === 0) return;
  await tx
    .insert(designVersionRenders)
    .values(
      imageIds.map((imageId, position) => ({ designVersionId: versionId, imageId, position })),
    );
}

export type RenderChange = 'done' | 'no-image' | 'already' | 'mismatch' | 'not-found';

/** Writes the renders and records the change: the renders by file name, in order, before and after. */
async function changeRenders(
  tx: Tx,
  version: VersionRef,
  renders: { before: string[]; after: string[] },
  summary: (filename: (imageId: string) => string) => string,
  audit: Audited,
) {
  await writeRenders(tx, version.id, renders.after);
  const ids = [...new Set([...renders.before, ...renders.after])];
  const rows =
    ids.length === 0
      ? []
      : await tx
          .select({ id: images.id, filename: images.filename })
          .from(images)
          .where(inArray(images.id, ids));
  const names = new Map(rows.map((row) => [row.id, row.filename]));
  const filename = (imageId: string) => names.get(imageId) ?? imageId;
  const listed = (imageIds: string[]) =>
    imageIds.length === 0 ? null : imageIds.map(filename).join(', ');
  const [from, to] = [listed(renders.before), listed(renders.after)];
  const changes = from === to ? [] : [{ field: 'renders', label: 'Renders', from, to }];
  await recordVersionChange(tx, audit, version, summary(filename), changes);
}

/** Adds an uploaded picture as the last render. */
export async function attachRender(db: Db, version: VersionRef, imageId: string, audit: Audited) {
  return db.transaction(async (tx): Promise<RenderChange> => {
    const [image] = await tx.select({ id: images.id }).from(images).where(eq(images.id, imageId));
    if (!image) return 'no-image';
    const current = await renderIds(tx, version.id);
    if (current.includes(imageId)) return 'already';
    await changeRenders(
      tx,
      version,
      { before: current, after: [...current, imageId] },
      (filename) => `added render ${filename(imageId)} to ${version.name}`,
      audit,
    );
    return 'done';
  });
}

/** Puts the renders in the given order: the same pictures, each once. */
export async function reorderRenders(
  db: Db,
  version: VersionRef,
  imageIds: string[],
  audit: Audited,
) {
  return db.transaction(async (tx): Promise<RenderChange> => {
    const current = await renderIds(tx, version.id);
    const same =
      imageIds.length === current.length &&
      new Set(imageIds).size === imageIds.length &&
      imageIds.every((id) => current.includes(id));
    if (!same) return 'mismatch';
    await changeRenders(
      tx,
      version,
      { before: current, after: imageIds },
      () => `reordered the renders of ${version.name}`,
      audit,
    );
    return 'done';
  });
}

export async function detachRender(db: Db, version: VersionRef, imageId: string, audit: Audited) {
  return db.transaction(async (tx): Promise<RenderChange> => {
    const current = await renderIds(tx, version.id);
    if (!current.includes(imageId)) return 'not-found';
    await changeRenders(
      tx,
      version,
      { before: current, after: current.filter((id) => id !== imageId) },
      (filename) => `removed render ${filename(imageId)} from ${version.name}`,
      audit,
    );
    return 'done';
  });
}
