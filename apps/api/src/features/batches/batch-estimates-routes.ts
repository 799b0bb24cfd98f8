import {
  batchEstimatesResponseSchema,
  batchParamsSchema,
  batchSchema,
  calculateBatchQuerySchema,
  createEstimatePageParamsSchema,
  createEstimatePageRequestSchema,
  deleteEstimatesResponseSchema,
  estimatesResponseSchema,
  itemIdsRequestSchema,
} from '@corner/contracts';
import { eq } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { batches, estimateParams } from '../../db/schema.js';
import { AppError } from '../../lib/app-error.js';
import { errorResponses } from '../../lib/error-responses.js';
import { accessedProject } from '../../plugins/access.js';
import { audited } from '../audit/index.js';
import { toEstimate } from '../design-versions/index.js';
import {
  calculateAndStore,
  customerEmails,
  paramsMissing,
  refuseAcceptedInBatch,
} from '../estimates/index.js';
import { priceListDates } from '../price-lists/index.js';
import { mailEstimatePage, noCustomerEmail } from '../view-events/index.js';
import {
  createEstimatePage,
  deleteEstimates,
  estimatesByIds,
  recordBatchCalculation,
  versionsWithoutEstimate,
} from './batch-estimates-repository.js';
import { findBatch } from './batches-repository.js';

/*
 * A batch's estimates (PRODUCT.md 5): calculating them all or nothing, reading and deleting
 * them by ids, and publishing the batch as a public estimate page. Staff only.
 */
const batchEstimateRoutes: FastifyPluginAsyncZod<{ publicUrl?: string | undefined }> = async (
  app,
  options,
) => {
  const tags = ['estimates'];
  const db = app.database.db;
  const failures = errorResponses(400, 401, 403, 404, 409);
  app.addHook('preHandler', app.access.project({ caller: 'staff' }));

  /** The batch named by the path, in the project the access hook found. */
  async function requireBatch(request: FastifyRequest, batchId: string) {
    const batch = await findBatch(db, accessedProject(request).id, batchId);
    if (!batch) throw AppError.notFound('Batch');
    return batch;
  }

  /** The batch as the audit trail names it. */
  const named = (request: FastifyRequest, batch: { id: string; name: string }) => ({
    id: batch.id,
    name: batch.name,
    projectId: accessedProject(request).id,
  });

  app.post(
    '/project/:id/batches/:batchId/calculate-batch-estimate',
    {
      schema: {
        tags,
        summary:
          "Estimates every design version of the batch with the batch's parameters, or with ?versions=missing only those without an estimate in it",
        params: batchParamsSchema,
        querystring: calculateBatchQuerySchema,
        response: { 200: estimatesResponseSchema, ...failures },
      },
    },
    async (request) => {
      const batch = await requireBatch(request, request.params.batchId);
      if (!batch.estimateParams) throw paramsMissing();
      const paramsId = batch.estimateParams.id;
      const versionIds = batch.designVersions.map((version) => version.id);
      const onlyMissing = request.query.versions === 'missing';
      const audit = audited(request, app.clock.now());
      const rows = await db.transaction(async (tx) => {
        // One calculation of a batch at a time, so two presses never estimate a version twice.
        await tx
          .select({ id: batches.id })
          .from(batches)
          .where(eq(batches.id, batch.id))
          .for('update');
        const [params] = await tx
          .select()
          .from(estimateParams)
          .where(eq(estimateParams.id, paramsId));
        const chosen = onlyMissing
          ? await versionsWithoutEstimate(tx, batch.id, versionIds)
          : versionIds;
        await refuseAcceptedInBatch(tx, batch.id, 'calculated again', chosen);
        const created = await calculateAndStore(tx, chosen, params!, batch.id);
        await recordBatchCalculation(
          tx,
          audit,
          { ...named(request, batch), designVersions: batch.designVersions },
          created,
        );
        return created;
      });
      await app.cache.invalidateProject(accessedProject(request).id);
      return rows.map(toEstimate);
    },
  );

  app.post(
    '/project/:id/batches/:batchId/estimates',
    {
      schema: {
        tags,
        summary:
          'Estimates of the batch by ids, each with the price list version it was calculated with',
        params: batchParamsSchema,
        body: itemIdsRequestSchema,
        response: { 200: batchEstimatesResponseSchema, ...failures },
      },
    },
    async (request) => {
      const batch = await requireBatch(request, request.params.batchId);
      const rows = await estimatesByIds(db, batch.id, request.body.itemIds);
      // Decision 55: the batches screen names the list each estimate used.
      const saved = await priceListDates(
        db,
        rows.map((row) => row.priceListVersion),
      );
      return rows.map((row) => ({
        ...toEstimate(row),
        priceList: {
          version: row.priceListVersion,
          savedAt: saved.get(row.priceListVersion) ?? null,
        },
      }));
    },
  );

  app.post(
    '/project/:id/batches/:batchId/delete-estimate',
    {
      schema: {
        tags,
        summary: 'Deletes estimates of the batch by ids',
        params: batchParamsSchema,
        body: itemIdsRequestSchema,
        response: { 200: deleteEstimatesResponseSchema, ...failures },
      },
    },
    async (request) => {
      const batch = await requireBatch(request, request.params.batchId);
      const deleted = await deleteEstimates(
        db,
        named(request, batch),
        request.body.itemIds,
        audited(request, app.clock.now()),
      );
      await app.cache.invalidateProject(accessedProject(request).id);
      return { deleted };
    },
  );

  app.post(
    '/project/:id/batches/:batchId/create-estimate-page/:designVersionId',
    {
      schema: {
        tags,
        summary: 'Publishes the batch as a public estimate page at /estimate/{slug}',
        params: createEstimatePageParamsSchema,
        body: createEstimatePageRequestSchema,
        response: { 201: batchSchema, ...failures },
      },
    },
    async (request, reply) => {
      const project = accessedProject(request);
      const batch = await requireBatch(request, request.params.batchId);
      // 'E-mail the customer the link' (issue 25): with the page, in its transaction.
      const notify = request.body.notifyCustomers === true;
      if (notify && (await customerEmails(db, project.id)).length === 0) {
        throw AppError.conflict(noCustomerEmail);
      }
      const audit = audited(request, app.clock.now());
      await db.transaction(async (tx) => {
        const pageId = await createEstimatePage(
          tx,
          {
            batchId: batch.id,
            designVersionId: request.params.designVersionId,
            slug: request.body.slug,
            name: `${project.name} estimate`,
          },
          named(request, batch),
          audit,
        );
        if (notify) {
          await mailEstimatePage(app, tx, options.publicUrl, project.id, pageId, audit);
        }
      });
      await app.cache.invalidateProject(project.id);
      return reply.code(201).send(await requireBatch(request, request.params.batchId));
    },
  );
};

export default batchEstimateRoutes;
