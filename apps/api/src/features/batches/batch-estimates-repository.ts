import { and, eq, inArray, notExists } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client.js';
import {
  batchDesignVersions,
  batches,
  estimatePages,
  estimateParams,
  estimates,
  projects,
  reservations,
} from '../../db/schema.js';
import { AppError } from '../../lib/app-error.js';
import { recordedAmong, refuseAccepted, refuseAcceptedInBatch } from '../estimates/index.js';
import { isUuid } from '../projects/index.js';
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
async function removeEstimates(tx: Tx, ids: string[]) {
  if (ids.length === 0) return;
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
}

/** Deletes the batch's estimates with these ids (see removeEstimates); answers how many. */
export async function deleteEstimates(db: Db, batchId: string, itemIds: string[]) {
  const found = await estimatesByIds(db, batchId, itemIds);
  if (found.length === 0) return 0;
  const ids = found.map((row) => row.id);
  await refuseAccepted(db, ids, 'deleted');
  await db.transaction((tx) => removeEstimates(tx, ids));
  return ids.length;
}

/**
 * Deletes the project's batch with its estimates (those a customer holds are kept, see
 * removeEstimates), its estimate pages and its parameters; false when there is no such batch.
 */
export async function deleteBatch(db: Db, projectId: string, batchId: string) {
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
    await removeEstimates(
      tx,
      own.map((row) => row.id),
    );
    // Its pages and its list of versions go with it (ON DELETE CASCADE).
    await tx.delete(batches).where(eq(batches.id, batchId));
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

/** A page for the batch, its id; a slug already taken answers 409 and adds nothing. */
export async function createEstimatePage(
  db: Db,
  page: { batchId: string; designVersionId: string; slug: string; name: string },
) {
  if (!isUuid(page.designVersionId)) throw AppError.notFound('Design version');
  const [member] = await db
    .select()
    .from(batchDesignVersions)
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
  return inserted[0]!.id;
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
