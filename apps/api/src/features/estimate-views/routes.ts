import { estimateViewParamsSchema, estimateViewResponseSchema } from '@corner/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { readModels } from '../../cache/read-models.js';
import { AppError } from '../../lib/app-error.js';
import { errorResponses } from '../../lib/error-responses.js';
import { estimateView } from './estimate-view-repository.js';

/* The public estimate page, /estimate/{slug}: no session needed (spec section 6). */
const estimateViewRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/estimate-view/:slug',
    {
      schema: {
        tags: ['estimates'],
        summary: 'A published estimate page: every estimated design version of its batch',
        params: estimateViewParamsSchema,
        response: { 200: estimateViewResponseSchema, ...errorResponses(400, 404) },
      },
    },
    async (request) => {
      const { slug } = request.params;
      const view = await app.cache.remember(readModels.estimateView(slug), () =>
        estimateView(app.database.db, slug),
      );
      if (!view) throw AppError.notFound('Estimate page');
      return view.items;
    },
  );
};

export default estimateViewRoutes;
