import { estimatePageSlugCheckSchema, estimatePageSlugParamsSchema } from '@corner/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorResponses } from '../../lib/error-responses.js';
import { checkEstimatePageSlug } from './estimate-page-slugs.js';

/*
 * `GET /estimate-page-slugs/{slug}`: the 'Create estimate page' dialog checks the slug as
 * staff type it (decision 54). Staff only: customers get 403, anonymous callers 401. A slug
 * the create call would refuse answers 400 with the same sentence.
 */
const estimatePageSlugRoutes: FastifyPluginAsyncZod = async (app) => {
  const db = app.database.db;
  app.addHook('preHandler', app.access.caller('staff'));

  app.get(
    '/estimate-page-slugs/:slug',
    {
      schema: {
        tags: ['estimates'],
        summary:
          'Whether an estimate page slug is free and, when taken, its first free variant (slug-2, slug-3…)',
        params: estimatePageSlugParamsSchema,
        response: { 200: estimatePageSlugCheckSchema, ...errorResponses(400, 401, 403) },
      },
    },
    // A staff answer: the session plugin marks it no-store, so it is never cached.
    async (request) => checkEstimatePageSlug(db, request.params.slug),
  );
};

export default estimatePageSlugRoutes;
