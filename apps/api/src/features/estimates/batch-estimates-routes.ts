import {
  batchParamsSchema,
  batchSchema,
  createEstimatePageParamsSchema,
  createEstimatePageRequestSchema,
  deleteEstimatesResponseSchema,
  estimatesResponseSchema,
  itemIdsRequestSchema,
} from '@corner/contracts';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { AppError } from '../../lib/app-error.js';
import { errorResponses } from '../../lib/error-responses.js';
import { requireStaff } from '../auth/guards.js';
import { findBatch } from '../batches/batches-repository.js';
import { toEstimate } from '../design-versions/estimate-mapper.js';
import { findProjectFor } from '../projects/projects-repository.js';
import {
  createEstimatePage,
  deleteEstimates,
  estimatesByIds,
} from './batch-estimates-repository.js';

/* A batch's estimates by ids, deleting them, and its public estimate page: staff only. */
const batchEstimateRoutes: FastifyPluginAsyncZod = async (app) => {
  const tags = ['estimates'];
  const db = app.database.db;
  const failures = errorResponses(400, 401, 403, 404, 409);

  async function staffBatch(request: FastifyRequest, projectId: string, batchId: string) {
    const project = await findProjectFor(app, projectId, requireStaff(request));
    if (!project) throw AppError.notFound('Project');
    const batch = await findBatch(db, project.id, batchId);
    if (!batch) throw AppError.notFound('Batch');
    return { project, batch };
  }

  app.post(
    '/project/:id/batches/:batchId/estimates',
    {
      schema: {
        tags,
        summary: 'Estimates of the batch by ids',
        params: batchParamsSchema,
        body: itemIdsRequestSchema,
        response: { 200: estimatesResponseSchema, ...failures },
      },
    },
    async (request) => {
      const { batch } = await staffBatch(request, request.params.id, request.params.batchId);
      return (await estimatesByIds(db, batch.id, request.body.itemIds)).map(toEstimate);
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
      const { project, batch } = await staffBatch(
        request,
        request.params.id,
        request.params.batchId,
      );
      const deleted = await deleteEstimates(db, batch.id, request.body.itemIds);
      await app.cache.invalidateProject(project.id);
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
      const { params } = request;
      const { project, batch } = await staffBatch(request, params.id, params.batchId);
      const { slug } = request.body;
      await createEstimatePage(db, {
        batchId: batch.id,
        designVersionId: params.designVersionId,
        slug,
        name: `${project.name} estimate`,
      });
      await app.cache.invalidateProject(project.id);
      return reply.code(201).send((await staffBatch(request, params.id, params.batchId)).batch);
    },
  );
};

export default batchEstimateRoutes;
