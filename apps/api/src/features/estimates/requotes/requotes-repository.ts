import { and, eq, inArray, isNull } from 'drizzle-orm';
import type { Db, Tx } from '../../../db/client.js';
import {
  batchDesignVersions,
  batches,
  designVersions,
  estimatePages,
  estimateParams,
  estimates,
  projects,
  requoteRequests,
  users,
} from '../../../db/schema.js';

/* The reads and writes of 'Ask for a new quote' and staff's re-quote (decision 37.8). */

/** The estimate a customer asks about, when it is the project's, with what the mail names. */
export async function estimateToAskAbout(db: Db, projectId: string, estimateId: string) {
  const [estimate] = await db
    .select({
      id: estimates.id,
      reference: estimates.reference,
      validUntil: estimates.validUntil,
      designVersionName: designVersions.name,
      projectName: projects.name,
      isDemo: projects.isDemo,
    })
    .from(estimates)
    .innerJoin(designVersions, eq(designVersions.id, estimates.designVersionId))
    .innerJoin(projects, eq(projects.id, designVersions.projectId))
    .where(and(eq(estimates.id, estimateId), eq(designVersions.projectId, projectId)));
  return estimate ?? null;
}

/**
 * Records a request, once per estimate per day: its id and time, or null when one was made
 * already.
 */
export async function insertRequoteRequest(
  tx: Tx,
  request: { estimateId: string; projectId: string; userId: string; day: string; createdAt: Date },
) {
  const [created] = await tx
    .insert(requoteRequests)
    .values(request)
    .onConflictDoNothing()
    .returning({ id: requoteRequests.id, createdAt: requoteRequests.createdAt });
  return created ?? null;
}

/** When the estimate's request of that day was made. */
export async function requestedOn(tx: Tx, estimateId: string, day: string) {
  const [existing] = await tx
    .select({ createdAt: requoteRequests.createdAt })
    .from(requoteRequests)
    .where(and(eq(requoteRequests.estimateId, estimateId), eq(requoteRequests.day, day)));
  return existing!.createdAt;
}

/** The open requests, of one project or of all, oldest first. */
export async function openRequoteRequests(db: Db, projectId?: string) {
  return db
    .select({
      id: requoteRequests.id,
      projectId: requoteRequests.projectId,
      projectName: projects.name,
      estimateId: requoteRequests.estimateId,
      reference: estimates.reference,
      designVersionName: designVersions.name,
      requestedBy: users.email,
      requestedAt: requoteRequests.createdAt,
    })
    .from(requoteRequests)
    .innerJoin(projects, eq(projects.id, requoteRequests.projectId))
    .innerJoin(estimates, eq(estimates.id, requoteRequests.estimateId))
    .innerJoin(designVersions, eq(designVersions.id, estimates.designVersionId))
    .leftJoin(users, eq(users.id, requoteRequests.userId))
    .where(
      and(
        isNull(requoteRequests.closedAt),
        projectId ? eq(requoteRequests.projectId, projectId) : undefined,
      ),
    )
    .orderBy(requoteRequests.createdAt)
    .limit(200);
}

/**
 * The request to re-quote, with its estimate's reference and batch and the asker's e-mail,
 * locked until the transaction ends: a second re-quote of it waits, then finds it closed.
 */
export async function lockRequoteRequest(tx: Tx, projectId: string, requestId: string) {
  const [row] = await tx
    .select({
      request: requoteRequests,
      batchId: estimates.batchId,
      reference: estimates.reference,
      email: users.email,
    })
    .from(requoteRequests)
    .innerJoin(estimates, eq(estimates.id, requoteRequests.estimateId))
    .leftJoin(users, eq(users.id, requoteRequests.userId))
    .where(and(eq(requoteRequests.id, requestId), eq(requoteRequests.projectId, projectId)))
    .for('update', { of: requoteRequests });
  return row ?? null;
}

/** A batch with its parameters and design versions, or null when it has no parameters. */
export async function batchToCopy(tx: Tx, batchId: string | null) {
  if (!batchId) return null;
  const [batch] = await tx.select().from(batches).where(eq(batches.id, batchId));
  if (!batch?.estimateParamsId) return null;
  const [params] = await tx
    .select()
    .from(estimateParams)
    .where(eq(estimateParams.id, batch.estimateParamsId));
  const versions = await tx
    .select({ id: batchDesignVersions.designVersionId })
    .from(batchDesignVersions)
    .where(eq(batchDesignVersions.batchId, batch.id));
  return { batch, params: params!, versionIds: versions.map((version) => version.id) };
}

/** A new batch of the versions, with a copy of the parameters (stored ones, or new ones). */
export async function insertCopiedBatch(
  tx: Tx,
  batch: {
    projectId: string;
    name: string;
    params: typeof estimateParams.$inferInsert;
    versionIds: string[];
    createdAt: Date;
  },
) {
  const { id: _id, revision: _revision, updatedAt: _updatedAt, ...copied } = batch.params;
  const [params] = await tx.insert(estimateParams).values(copied).returning();
  const [created] = await tx
    .insert(batches)
    .values({
      projectId: batch.projectId,
      name: batch.name,
      estimateParamsId: params!.id,
      createdAt: batch.createdAt,
    })
    .returning();
  if (batch.versionIds.length > 0) {
    await tx
      .insert(batchDesignVersions)
      .values(
        batch.versionIds.map((designVersionId) => ({ batchId: created!.id, designVersionId })),
      );
  }
  return { batch: created!, params: params! };
}

/**
 * Names each estimate of the old batch not yet replaced by the new estimate of its version:
 * answers the old estimates' ids.
 */
export async function replaceEstimates(
  tx: Tx,
  oldBatchId: string,
  created: { id: string; designVersionId: string }[],
) {
  const olds = await tx
    .select({ id: estimates.id, designVersionId: estimates.designVersionId })
    .from(estimates)
    .where(and(eq(estimates.batchId, oldBatchId), isNull(estimates.replacedById)));
  for (const old of olds) {
    const newer = created.find((row) => row.designVersionId === old.designVersionId);
    if (newer) {
      await tx.update(estimates).set({ replacedById: newer.id }).where(eq(estimates.id, old.id));
    }
  }
  return olds.map((old) => old.id);
}

/** Publishes the new batch under a new page that the old page names as its replacement. */
export async function replacePage(
  tx: Tx,
  oldPage: typeof estimatePages.$inferSelect,
  page: { batchId: string; slug: string; createdAt: Date },
) {
  const [created] = await tx
    .insert(estimatePages)
    .values({
      batchId: page.batchId,
      designVersionId: oldPage.designVersionId,
      name: oldPage.name,
      slug: page.slug,
      createdAt: page.createdAt,
    })
    .returning();
  await tx
    .update(estimatePages)
    .set({ replacedById: created!.id })
    .where(eq(estimatePages.id, oldPage.id));
  return created!;
}

/** The names of these design versions, by id. */
export async function versionNames(tx: Tx, versionIds: string[]) {
  if (versionIds.length === 0) return new Map<string, string>();
  const rows = await tx
    .select({ id: designVersions.id, name: designVersions.name })
    .from(designVersions)
    .where(inArray(designVersions.id, versionIds));
  return new Map(rows.map((row) => [row.id, row.name]));
}

/** Closes every open request on these estimates, naming the re-quote that answered it. */
export async function closeRequoteRequests(
  tx: Tx,
  estimateIds: string[],
  answer: { closedAt: Date; newBatchId: string; newEstimatePageId: string | null },
) {
  await tx
    .update(requoteRequests)
    .set(answer)
    .where(and(isNull(requoteRequests.closedAt), inArray(requoteRequests.estimateId, estimateIds)));
}
