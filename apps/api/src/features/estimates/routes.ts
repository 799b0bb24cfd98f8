import {
  batchParamsSchema,
  designVersionParamsSchema,
  estimateSchema,
  estimatesResponseSchema,
} from '@corner/contracts';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { eq } from 'drizzle-orm';
import { estimateParams } from '../../db/schema.js';
import { AppError } from '../../lib/app-error.js';
import { errorResponses } from '../../lib/error-responses.js';
import { requireStaff } from '../auth/guards.js';
import { findBatch } from '../batches/batches-repository.js';
import { toEstimate } from '../design-versions/estimate-mapper.js';
import { findDesignVersion } from '../design-versions/design-versions-repository.js';
import { findProjectFor } from '../projects/projects-repository.js';
import { calculateAndStore, paramsForVersion, paramsMissing } from './calculation.js';

/* Calculating estimates (PRODUCT.md 5): staff only; a batch is calculated all or nothing. */
const estimateRoutes: FastifyPluginAsyncZod = async (app) => {
  const tags = ['estimates'];
  const db = app.database.db;

  async function staffProject(request: FastifyRequest, projectId: string) {
    const project = await findProjectFor(app, projectId, requireStaff(request));
    if (!project) throw AppError.notFound('Project');
    return project;
  }

  app.post(
    '/project/:id/batches/:batchId/calculate-batch-estimate',
    {
      schema: {
        tags,
        summary: "Estimates every design version of the batch with the batch's parameters",
        params: batchParamsSchema,
        response: { 200: estimatesResponseSchema, ...errorResponses(400, 401, 403, 404, 409) },
      },
    },
    async (request) => {
      const project = await staffProject(request, request.params.id);
      const batch = await findBatch(db, project.id, request.params.batchId);
      if (!batch) throw AppError.notFound('Batch');
      if (!batch.estimateParams) throw paramsMissing();
      const paramsId = batch.estimateParams.id;
      const versionIds = batch.designVersions.map((version) => version.id);
      const rows = await db.transaction(async (tx) => {
        const [params] = await tx
          .select()
          .from(estimateParams)
          .where(eq(estimateParams.id, paramsId));
        return calculateAndStore(tx, versionIds, params!, batch.id);
      });
      await app.cache.invalidateProject(project.id);
      return rows.map(toEstimate);
    },
  );

  app.post(
    '/project/:id/design-versions/:versionId/calculate-estimate',
    {
      schema: {
        tags,
        summary: 'Estimates one design version with the parameters of its newest batch',
        params: designVersionParamsSchema,
        response: { 200: estimateSchema, ...errorResponses(400, 401, 403, 404, 409) },
      },
    },
    async (request) => {
      const project = await staffProject(request, request.params.id);
      const version = await findDesignVersion(db, project.id, request.params.versionId);
      if (!version) throw AppError.notFound('Design version');
      const batch = await paramsForVersion(db, version.id);
      if (!batch) throw paramsMissing();
      const [row] = await db.transaction((tx) =>
        calculateAndStore(tx, [version.id], batch.params, batch.batchId),
      );
      await app.cache.invalidateProject(project.id);
      return toEstimate(row!);
    },
  );
};

export default estimateRoutes;
