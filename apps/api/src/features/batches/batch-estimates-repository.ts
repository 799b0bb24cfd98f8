import { and, eq, inArray, notExists } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client.js';
import {
  batchDesignVersions,
  batches,
  designVersions,
  estimatePages,
  estimateParams,
  estimates,
  projects,
  reservations,
} from '../../db/schema.js';
import { AppError } from '../../lib/app-error.js';
import { entityTrail, recordChange, type Audited } from '../audit/index.js';
import { recordedAmong, refuseAccepted, refuseAcceptedInBatch } from '../estimates/index.js';
import { isUuid } from '../projects/index.js';
import { batchTrail } from './batches-repository.js';
import { slugTakenMessage } from './estimate-page-slugs.js';

/** Only estimates of the batch's design versions: ids of other projects name nothing. */
export async function estimatesByIds(db: Db, batchId: string, itemIds: string[]) {
  const ids = itemIds.filter(isUuid);
  if (ids.length === 0) return [];
  const rows = await db
    .select({ estimate: estimates })
    .from(estimates)
    .innerJoin(
      batchDesignVersions,
      eq(batchDesignVersions.designVersionId, estimates.designVersionId),
    )
    .where(and(eq(batchDesignVersions.batchId, batchId), inArray(estimates.id, ids)));
  return rows.map((row) => row.estimate);
}

/**
 * Deletes these estimates of a batch, but never one a customer holds: an estimate pinned for
 * the project's customers (decision 38), one a spot was reserved with (decision 37) or one an
 * acceptance record names (decision 62, withdrawn or not) is taken
 * out of the batch (`batch_id` null) instead, so it stays what the customer was shown or paid
 * for while the batch looks cleaned up to staff (decision 43.2).
 */
async function removeEstimates(tx: Tx, ids: string[]): Promise<Set<string>> {
  if (ids.length === 0) return new Set();
  const [pinned, reserved, recorded] = await Promise.all([
    tx
      .select({ id: projects.activeEstimateId })
      .from(projects)
      .where(inArray(projects.activeEstimateId, ids)),
    tx
      .select({ id: reservations.estimateId })
      .from(reservations)
      .where(inArray(reservations.estimateId, ids)),
    recordedAmong(tx, ids),
  ]);
  const kept = new Set([
    ...[...pinned, ...reserved].flatMap((row) => (row.id ? [row.id] : [])),
    ...recorded,
  ]);
  if (kept.size > 0) {
    await tx
      .update(estimates)
      .set({ batchId: null })
      .where(inArray(estimates.id, [...kept]));
  }
  const deletable = ids.filter((id) => !kept.has(id));
  if (deletable.length > 0) await tx.delete(estimates).where(inArray(estimates.id, deletable));
  return kept;
}

/** The batch a change of its estimates names: the trail's words for it. */
export interface NamedBatch {
  id: string;
  name: string;
  projectId: string;
}

/** These estimates with their references and their versions' names, before they go. */
async function namedEstimates(tx: Tx, ids: string[]) {
  if (ids.length === 0) return [];
  return tx
    .select({ id: estimates.id, reference: estimates.reference, version: designVersions.name })
    .from(estimates)
    .innerJoin(designVersions, eq(designVersions.id, estimates.designVersionId))
    .where(inArray(estimates.id, ids))
    .orderBy(estimates.reference);
}

/**
 * Removes the estimates (see removeEstimates) and records each in the audit trail (issue 39):
 * deleted, or taken out of the batch when a customer holds it.
 */
async function removeAndRecord(tx: Tx, audit: Audited, batch: NamedBatch, ids: string[]) {
  const named = await namedEstimates(tx, ids);
  const kept = await removeEstimates(tx, ids);
  for (const estimate of named) {
    const what = `estimate ${estimate.reference} of ${estimate.version}`;
    await recordChange(tx, audit, {
      summary: kept.has(estimate.id)
        ? `took ${what} out of batch ${batch.name} (a customer holds it, so it is kept)`
        : `deleted ${what} from batch ${batch.name}`,
      entity: { kind: 'estimate', id: estimate.id, label: estimate.reference },
      projectId: batch.projectId,
    });
  }
}

/** Deletes the batch's estimates with these ids (see removeEstimates); answers how many. */
export async function deleteEstimates(
  db: Db,
  batch: NamedBatch,
  itemIds: string[],
  audit: Audited,
) {
  const found = await estimatesByIds(db, batch.id, itemIds);
  if (found.length === 0) return 0;
  const ids = found.map((row) => row.id);
  await refuseAccepted(db, ids, 'deleted');
  await db.transaction((tx) => removeAndRecord(tx, audit, batch, ids));
  return ids.length;
}

/**
 * Deletes the project's batch with its estimates (those a customer holds are kept, see
 * removeEstimates), its estimate pages and its parameters; false when there is no such batch.
 */
export async function deleteBatch(db: Db, projectId: string, batchId: string, audit: Audited) {
  if (!isUuid(batchId)) return false;
  return db.transaction(async (tx) => {
    const [batch] = await tx
      .select()
      .from(batches)
      .where(and(eq(batches.projectId, projectId), eq(batches.id, batchId)))
      .for('update');
    if (!batch) return false;
    await refuseAcceptedInBatch(tx, batchId, 'deleted');
    const own = await tx
      .select({ id: estimates.id })
      .from(estimates)
      .where(eq(estimates.batchId, batchId));
    await removeAndRecord(
      tx,
      audit,
      batch,
      own.map((row) => row.id),
    );
    const pages = await tx
      .select({ slug: estimatePages.slug })
      .from(estimatePages)
      .where(eq(estimatePages.batchId, batchId))
      .orderBy(estimatePages.createdAt, estimatePages.id);
    // Its pages and its list of versions go with it (ON DELETE CASCADE).
    await tx.delete(batches).where(eq(batches.id, batchId));
    const slugs = pages.map((page) => page.slug);
    const withPages =
      slugs.length === 0
        ? ''
        : ` with its estimate page${slugs.length > 1 ? 's' : ''} ${slugs.join(', ')}`;
    await batchTrail.deleted(tx, audit, `deleted batch ${batch.name}${withPages}`, batch);
    const paramsId = batch.estimateParamsId;
    if (paramsId) {
      const otherUser = tx
        .select({ id: batches.id })
        .from(batches)
        .where(eq(batches.estimateParamsId, paramsId));
      await tx
        .delete(estimateParams)
        .where(and(eq(estimateParams.id, paramsId), notExists(otherUser)));
    }
    return true;
  });
}

/** What the audit trail shows of a page just published: its slug and what it shows. */
interface PublishedPage {
  id: string;
  projectId: string;
  slug: string;
  name: string;
  batch: string;
  designVersion: string;
}

/** How the audit trail records estimate pages (issue 39): by slug, in their project. */
const pageTrail = entityTrail<PublishedPage>({
  kind: 'estimate-page',
  label: (page) => page.slug,
  projectId: (page) => page.projectId,
  fields: [
    { field: 'slug', label: 'Page slug' },
    { field: 'name', label: 'Page name' },
    { field: 'batch', label: 'Batch' },
    { field: 'designVersion', label: 'Opens with design version' },
  ],
});

/**
 * A page for the batch, its id; a slug already taken answers 409 and adds nothing. `db` is
 * the transaction the page is published in: the audit trail records it there.
 */
export async function createEstimatePage(
  db: Tx,
  page: { batchId: string; designVersionId: string; slug: string; name: string },
  batch: NamedBatch,
  audit: Audited,
) {
  if (!isUuid(page.designVersionId)) throw AppError.notFound('Design version');
  const [member] = await db
    .select({ name: designVersions.name })
    .from(batchDesignVersions)
    .innerJoin(designVersions, eq(designVersions.id, batchDesignVersions.designVersionId))
    .where(
      and(
        eq(batchDesignVersions.batchId, page.batchId),
        eq(batchDesignVersions.designVersionId, page.designVersionId),
      ),
    );
  if (!member) throw AppError.notFound('Design version');
  const inserted = await db
    .insert(estimatePages)
    .values(page)
    .onConflictDoNothing({ target: estimatePages.slug })
    .returning({ id: estimatePages.id });
  if (inserted.length === 0) throw AppError.conflict(await slugTakenMessage(db, page.slug));
  const published: PublishedPage = {
    id: inserted[0]!.id,
    projectId: batch.projectId,
    slug: page.slug,
    name: page.name,
    batch: batch.name,
    designVersion: member.name,
  };
  await pageTrail.changed(db, audit, `published estimate page ${page.slug}`, null, published);
  return published.id;
}

/**
 * Records a batch's calculation in the audit trail (issue 39): one row for the request, with
 * each new estimate's total (as stored) by its version and reference.
 */
export async function recordBatchCalculation(
  tx: Tx,
  audit: Audited,
  batch: NamedBatch & { designVersions: { id: string; name: string }[] },
  rows: { designVersionId: string; reference: string; currency: string; totalCost: string }[],
) {
  if (rows.length === 0) return;
  const versionName = new Map(batch.designVersions.map((version) => [version.id, version.name]));
  const count = rows.length === 1 ? '1 estimate' : `${rows.length} estimates`;
  await recordChange(tx, audit, {
    summary: `calculated ${count} in batch ${batch.name}`,
    entity: { kind: 'estimate', id: batch.id, label: `estimates of batch ${batch.name}` },
    projectId: batch.projectId,
    changes: rows.map((row) => ({
      field: 'totalCost',
      label: `${versionName.get(row.designVersionId) ?? row.designVersionId} ${row.reference} total (${row.currency.toUpperCase()})`,
      from: null,
      to: row.totalCost,
    })),
  });
}

/** Of these versions of the batch, those with no estimate calculated in it (in the order given). */
export async function versionsWithoutEstimate(tx: Tx, batchId: string, versionIds: string[]) {
  if (versionIds.length === 0) return [];
  const estimated = await tx
    .selectDistinct({ id: estimates.designVersionId })
    .from(estimates)
    .where(and(eq(estimates.batchId, batchId), inArray(estimates.designVersionId, versionIds)));
  const done = new Set(estimated.map((row) => row.id));
  return versionIds.filter((id) => !done.has(id));
}
