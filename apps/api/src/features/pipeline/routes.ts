import {
  pipelineQuerySchema,
  pipelineSchema,
  resolvePipelinePeriod,
  type Pipeline,
} from '@corner/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { AppError } from '../../lib/app-error.js';
import { errorResponses } from '../../lib/error-responses.js';
import { pipelineFunnel, pipelineWaiting, type PipelineScope } from './pipeline-repository.js';

/*
 * The pipeline (issue 39 point 3): staff only. Admins see every project; a designer sees the
 * leads that became one of their projects, and what waits on those.
 */
export const pipelineRoutes: FastifyPluginAsyncZod = async (app) => {
  app.addHook('preHandler', app.access.caller('staff'));
  const db = app.database.db;

  app.get(
    '/pipeline',
    {
      schema: {
        tags: ['back office: pipeline'],
        summary:
          'The funnel of the leads whose first step fell in the period (UTC days, the last 365 by default), and what waits now',
        querystring: pipelineQuerySchema,
        response: { 200: pipelineSchema, ...errorResponses(400, 401, 403) },
      },
    },
    async (request): Promise<Pipeline> => {
      const viewer = request.viewer!;
      const now = app.clock.now();
      const period = resolvePipelinePeriod(request.query, now.toISOString().slice(0, 10));
      if ('problem' in period) throw AppError.badRequest(period.problem);
      // The hook let staff alone through: an admin or a designer.
      const scope: PipelineScope = viewer.type === 'admin' ? null : { designerId: viewer.id };
      const [steps, waiting] = await Promise.all([
        pipelineFunnel(db, period, scope),
        pipelineWaiting(db, scope, now),
      ]);
      return {
        period,
        scope: scope ? 'own' : 'company',
        steps: steps.map((step, index) => {
          const before = steps[index - 1];
          return {
            ...step,
            conversionPercent:
              before && before.count > 0
                ? Math.round((step.count / before.count) * 1000) / 10
                : null,
          };
        }),
        waiting,
      };
    },
  );
};
