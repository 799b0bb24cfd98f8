import {
  batchNameTakenMessage,
  type Batch,
  type BatchSummary,
  type EstimateParams,
} from '@corner/contracts';
import { and, count, desc, eq } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client.js';
import { projectReservation } from '../estimates/index.js';
import {
  batchDesignVersions,
  batches,
  designVersions,
  estimatePages,
  estimateParams,
} from '../../db/schema.js';
import { AppError } from '../../lib/app-error.js';
import { isUniqueViolation } from '../../lib/database-errors.js';
import { toAmountOrNull } from '../../lib/money.js';
import { latestEstimates, versionRowsOfBatch } from '../design-versions/index.js';
import { isUuid } from '../projects/index.js';
import { entityTrail, recordChange, type Audited } from '../audit/index.js';

type ParamsRow = typeof estimateParams.$inferSelect;

export function toEstimateParams(row: ParamsRow): EstimateParams {
  return {
    id: row.id,
    country: row.country,
    size: row.size,
    assembled: row.assembled,
    usPart: row.usPart,
    distance: row.distance,
    deliveryType: row.deliveryType,
    isCountertopDeliverySeparated: row.isCountertopDeliverySeparated,
    measurements: toAmountOrNull(row.measurements),
    installation: toAmountOrNull(row.installation),
    currency: row.currency,
    dollarRate: row.dollarRate,
    revision: row.revision,
  };
}

/** Batch summaries of a project, newest first, in one query. */
export async function listBatches(db: Db, projectId: string): Promise<BatchSummary[]> {
  const rows = await db
    .select({
      id: batches.id,
      name: batches.name,
      createdAt: batches.createdAt,
      estimateParamsId: batches.estimateParamsId,
      designVersionsCount: count(batchDesignVersions.designVersionId),
    })
    .from(batches)
    .leftJoin(batchDesignVersions, eq(batchDesignVersions.batchId, batches.id))
    .where(eq(batches.projectId, projectId))
    .groupBy(batches.id)
    .orderBy(desc(batches.createdAt), desc(batches.id));
  return rows.map((row) => ({
    id: row.id,
    name: row.name,
    createdAt: row.createdAt.toISOString(),
    designVersionsCount: row.designVersionsCount,
    isEstimateParams: row.estimateParamsId !== null,
  }));
}

/** The batch's versions with the id of their newest estimate: no lines, renders or snapshots. */
async function batchVersions(db: Db, batchId: string) {
  const versions = await versionRowsOfBatch(db, batchId);
  const ids = versions.map((version) => version.id);
  const estimates =
    ids.length > 0 ? await latestEstimates(db, ids, batchId) : new Map<string, { id: string }>();
  return versions.map((version) => ({
    id: version.id,
    projectId: version.projectId,
    name: version.name,
    createdAt: version.createdAt.toISOString(),
    estimateId: estimates.get(version.id)?.id ?? null,
  }));
}

async function latestPage(db: Db, batchId: string) {
  const [page] = await db
    .select()
    .from(estimatePages)
    .where(eq(estimatePages.batchId, batchId))
    .orderBy(desc(estimatePages.createdAt), desc(estimatePages.id))
    .limit(1);
  if (!page) return null;
  const { id, name, createdAt, slug } = page;
  return { id, name, createdAt: createdAt.toISOString(), estimateSlug: slug };
}

/** One batch of the project with its versions, parameters and estimate page, or null. */
export async function findBatch(db: Db, projectId: string, batchId: string): Promise<Batch | null> {
  if (!isUuid(batchId)) return null;
  const [row] = await db
    .select({ batch: batches, params: estimateParams })
    .from(batches)
    .leftJoin(estimateParams, eq(estimateParams.id, batches.estimateParamsId))
    .where(and(eq(batches.projectId, projectId), eq(batches.id, batchId)));
  if (!row) return null;
  const [versions, page, reservation] = await Promise.all([
    batchVersions(db, batchId),
    latestPage(db, batchId),
    projectReservation(db, projectId),
  ]);
  return {
    id: row.batch.id,
    name: row.batch.name,
    createdAt: row.batch.createdAt.toISOString(),
    designVersions: versions,
    estimateParams: row.params ? toEstimateParams(row.params) : null,
    createdEstimatePage: page,
    projectReservation: reservation,
  };
}

/** The unique index of migration 0012: two batches of one project never share a name. */
const uniqueName = 'batches_project_name_unique';

/** Runs a write that sets a batch's name; the index refusing the name answers 409. */
export async function withUniqueName<T>(name: string, write: () => Promise<T>): Promise<T> {
  try {
    return await write();
  } catch (error) {
    if (isUniqueViolation(error, uniqueName)) throw AppError.conflict(batchNameTakenMessage(name));
    throw error;
  }
}

/** How the audit trail records batches (issue 39): by name, in their project. */
export const batchTrail = entityTrail<typeof batches.$inferSelect>({
  kind: 'batch',
  label: (row) => row.name,
  projectId: (row) => row.projectId,
  fields: [{ field: 'name', label: 'Name' }],
});

/** A new batch holding every design version the project has (PRODUCT.md 4), atomically. */
export async function createBatch(db: Db, projectId: string, name: string, audit: Audited) {
  return withUniqueName(name, () => insertBatch(db, projectId, name, audit));
}

async function insertBatch(db: Db, projectId: string, name: string, audit: Audited) {
  return db.transaction(async (tx) => {
    const [batch] = await tx.insert(batches).values({ projectId, name }).returning();
    const versions = await tx
      .select({ id: designVersions.id, name: designVersions.name })
      .from(designVersions)
      .where(eq(designVersions.projectId, projectId))
      .orderBy(designVersions.createdAt, designVersions.id);
    if (versions.length > 0) {
      await tx
        .insert(batchDesignVersions)
        .values(versions.map((version) => ({ batchId: batch!.id, designVersionId: version.id })));
    }
    await recordChange(tx, audit, {
      summary: `added batch ${batch!.name}`,
      entity: { kind: 'batch', id: batch!.id, label: batch!.name },
      projectId,
      changes: [
        { field: 'name', label: 'Name', from: null, to: batch!.name },
        {
          field: 'designVersions',
          label: 'Design versions',
          from: null,
          to: versions.map((version) => version.name).join(', ') || null,
        },
      ],
    });
    return batch!.id;
  });
}

/** Renames the project's batch; false when it has no such batch. The last save wins. */
export async function renameBatch(
  db: Db,
  projectId: string,
  batchId: string,
  name: string,
  audit: Audited,
) {
  if (!isUuid(batchId)) return false;
  return withUniqueName(name, () =>
    db.transaction(async (tx) => {
      const [before] = await tx
        .select()
        .from(batches)
        .where(and(eq(batches.projectId, projectId), eq(batches.id, batchId)))
        .for('update');
      if (!before) return false;
      const [after] = await tx
        .update(batches)
        .set({ name })
        .where(eq(batches.id, batchId))
        .returning();
      const summary =
        before.name === after!.name
          ? `saved batch ${after!.name} under the same name`
          : `renamed batch ${before.name} to ${after!.name}`;
      await batchTrail.changed(tx, audit, summary, before, after!);
      return true;
    }),
  );
}

/**
 * `base`, or `base 2`, `base 3`… : the first name no batch of the project has (a re-quote's
 * batch, made without anyone to ask for a name, must not hit the unique index).
 */
export async function freeBatchName(db: Db | Tx, projectId: string, base: string) {
  const rows = await db
    .select({ name: batches.name })
    .from(batches)
    .where(eq(batches.projectId, projectId));
  const taken = new Set(rows.map((row) => row.name));
  let name = base;
  for (let number = 2; taken.has(name); number += 1) name = `${base} ${number}`;
  return name;
}
