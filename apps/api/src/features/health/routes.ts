import { healthSchema, readinessSchema } from '@corner/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { AppError } from '../../lib/app-error.js';
import { errorResponses } from '../../lib/error-responses.js';

/*
 * Liveness (the process answers) and readiness (it can reach its database), for load
 * balancers and for the end-to-end tests, which wait for readyz.
 */
const healthRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/healthz',
    {
      schema: {
        tags: ['health'],
        summary: 'The server is running',
        response: { 200: healthSchema, ...errorResponses() },
      },
    },
    async () => ({ status: 'ok' as const }),
  );

  app.get(
    '/readyz',
    {
      schema: {
        tags: ['health'],
        summary: 'The server can reach its database',
        response: { 200: readinessSchema, ...errorResponses(503) },
      },
    },
    async (request) => {
      try {
        await app.database.ping();
      } catch (error) {
        request.log.warn({ err: error }, 'database ping failed');
        throw AppError.unavailable('Database unavailable');
      }
      return { status: 'ok' as const, database: 'ok' as const };
    },
  );
};

export default healthRoutes;
