import { priceListVersionSchema } from '@corner/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorResponses } from '../../lib/error-responses.js';
import { findActivePriceList } from './price-lists-repository.js';

/*
 * The active price list for staff (decision 41): the batches screen's live preview prices
 * with it in the browser. Designers read it; editing stays with admins (routes.ts).
 */
const activePriceListRoutes: FastifyPluginAsyncZod = async (app) => {
  app.addHook('preHandler', app.access.caller('staff'));
  const db = app.database.db;

  app.get(
    '/price-lists/active',
    {
      schema: {
        tags: ['back office: price list'],
        summary: 'The active price list, which Calculate prices with now (staff)',
        response: { 200: priceListVersionSchema, ...errorResponses(401, 403) },
      },
    },
    () => findActivePriceList(db),
  );
};

export default activePriceListRoutes;
