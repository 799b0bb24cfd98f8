import { designVersionParamsSchema, estimateSchema } from '@corner/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { AppError } from '../../../lib/app-error.js';
import { errorResponses } from '../../../lib/error-responses.js';
import { accessedProject } from '../../../plugins/access.js';
import { audited } from '../../audit/index.js';
import { toEstimate, findDesignVersion } from '../../design-versions/index.js';
import { refuseAcceptedInBatch } from '../acceptances/acceptance-locks.js';
import {
  calculateAndStore,
  paramsForVersion,
  paramsMissing,
  recordCalculated,
} from './calculation-repository.js';

/*
 * Calculating one design version's estimate (PRODUCT.md 5): staff only. A whole batch is
 * calculated by the batches feature (batch-estimates-routes.ts).
 */
const estimateRoutes: FastifyPluginAsyncZod = async (app) => {
  const tags = ['estimates'];
  const db = app.database.db;
  app.addHook('preHandler', app.access.project({ caller: 'staff' }));

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
      const project = accessedProject(request);
      const version = await findDesignVersion(db, project.id, request.params.versionId);
      if (!version) throw AppError.notFound('Design version');
      const batch = await paramsForVersion(db, version.id);
      if (!batch) throw paramsMissing();
      const audit = audited(request, app.clock.now());
      const [row] = await db.transaction(async (tx) => {
        await refuseAcceptedInBatch(tx, batch.batchId, 'calculated again', [version.id]);
        const created = await calculateAndStore(tx, [version.id], batch.params, batch.batchId);
        await recordCalculated(tx, audit, created[0]!, {
          projectId: project.id,
          versionName: version.name,
          batchName: batch.batchName,
        });
        return created;
      });
      await app.cache.invalidateProject(project.id);
      return toEstimate(row!);
    },
  );
};

export default estimateRoutes;
