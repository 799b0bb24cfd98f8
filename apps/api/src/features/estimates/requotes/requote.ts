import { randomBytes } from 'node:crypto';
import { portalPaths } from '@corner/contracts';
import { and, eq, inArray, isNull } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import {
  batchDesignVersions,
  batches,
  estimatePages,
  estimateParams,
  estimates,
  requoteRequests,
  users,
} from '../../../db/schema.js';
import { AppError } from '../../../lib/app-error.js';
import { requotedMail } from '../../../mail/templates/requoted.js';
import { linkBase } from '../../auth/link-base.js';
import { calculateAndStore } from '../calculation/calculation-repository.js';
import { customerEmails, pageOfBatch } from '../reservations/reservations-repository.js';
import { freeBatchName } from '../../batches/batches-repository.js';

/** Old slug + '-' + 4 random characters, cut so the whole stays within 80 characters. */
function newSlug(old: string): string {
  return `${old.slice(0, 75).replace(/-+$/, '')}-${randomBytes(2).toString('hex')}`;
}

/**
 * Staff's one-step re-quote (decision 37.7): a new batch with the expired estimate's batch's
 * versions and a copy of its parameters, calculated with today's price list, published under a
 * new page when the old batch had one; the old estimates and page stay as they were and name
 * their replacements; the request is closed and the customer mailed the new link.
 */
export async function requote(
  app: FastifyInstance,
  projectId: string,
  requestId: string,
  publicUrl: string | undefined,
) {
  const db = app.database.db;
  const [request] = await db
    .select({ request: requoteRequests, batchId: estimates.batchId, email: users.email })
    .from(requoteRequests)
    .innerJoin(estimates, eq(estimates.id, requoteRequests.estimateId))
    .leftJoin(users, eq(users.id, requoteRequests.userId))
    .where(and(eq(requoteRequests.id, requestId), eq(requoteRequests.projectId, projectId)));
  if (!request) throw AppError.notFound('Re-quote request');
  if (request.request.closedAt) throw AppError.conflict('This request has been re-quoted already');
  const oldBatchId = request.batchId;
  const [oldBatch] = oldBatchId
    ? await db.select().from(batches).where(eq(batches.id, oldBatchId))
    : [];
  if (!oldBatch?.estimateParamsId) {
    throw AppError.conflict('The expired estimate has no batch with parameters to re-quote');
  }
  const [params] = await db
    .select()
    .from(estimateParams)
    .where(eq(estimateParams.id, oldBatch.estimateParamsId));
  const versions = await db
    .select({ id: batchDesignVersions.designVersionId })
    .from(batchDesignVersions)
    .where(eq(batchDesignVersions.batchId, oldBatch.id));
  const oldPage = await pageOfBatch(db, oldBatch.id);
  const now = app.clock.now();

  const result = await db.transaction(async (tx) => {
    const { id: _id, revision: _revision, updatedAt: _updatedAt, ...copied } = params!;
    const [newParams] = await tx.insert(estimateParams).values(copied).returning();
    const [batch] = await tx
      .insert(batches)
      .values({
        projectId,
        name: await freeBatchName(tx, projectId, `${oldBatch.name.slice(0, 180)} (re-quote)`),
        estimateParamsId: newParams!.id,
        createdAt: now,
      })
      .returning();
    if (versions.length > 0) {
      await tx
        .insert(batchDesignVersions)
        .values(versions.map((version) => ({ batchId: batch!.id, designVersionId: version.id })));
    }
    const versionIds = versions.map((version) => version.id);
    const created = await calculateAndStore(tx, versionIds, newParams!, batch!.id, now);
    const olds = await tx
      .select({ id: estimates.id, designVersionId: estimates.designVersionId })
      .from(estimates)
      .where(and(eq(estimates.batchId, oldBatch.id), isNull(estimates.replacedById)));
    for (const old of olds) {
      const newer = created.find((row) => row.designVersionId === old.designVersionId);
      if (newer) {
        await tx.update(estimates).set({ replacedById: newer.id }).where(eq(estimates.id, old.id));
      }
    }
    let page: typeof estimatePages.$inferSelect | undefined;
    if (oldPage) {
      [page] = await tx
        .insert(estimatePages)
        .values({
          batchId: batch!.id,
          designVersionId: oldPage.designVersionId,
          name: oldPage.name,
          slug: newSlug(oldPage.slug),
          createdAt: now,
        })
        .returning();
      await tx
        .update(estimatePages)
        .set({ replacedById: page!.id })
        .where(eq(estimatePages.id, oldPage.id));
    }
    // Every open request on the old batch's estimates is answered by this one re-quote.
    await tx
      .update(requoteRequests)
      .set({ closedAt: now, newBatchId: batch!.id, newEstimatePageId: page?.id ?? null })
      .where(
        and(
          isNull(requoteRequests.closedAt),
          inArray(
            requoteRequests.estimateId,
            olds.map((old) => old.id).concat(request.request.estimateId),
          ),
        ),
      );
    const base = linkBase(app, publicUrl);
    const path = page ? portalPaths.estimate(page.slug) : portalPaths.projectEstimate(projectId);
    const link = `${base}${path}`;
    const recipients = request.email ? [request.email] : await customerEmails(tx, projectId);
    const [oldEstimate] = await tx
      .select({ reference: estimates.reference })
      .from(estimates)
      .where(eq(estimates.id, request.request.estimateId));
    for (const to of recipients) {
      const mail = await requotedMail(to, {
        projectName: oldPage?.name ?? oldBatch.name,
        oldReference: oldEstimate!.reference,
        link,
      });
      await app.mail.write(tx, mail);
    }
    return { batchId: batch!.id, slug: page?.slug ?? null };
  });
  await app.cache.invalidateProject(projectId);
  return result;
}
