import {
  priceListPreviewRequestSchema,
  priceListPreviewSchema,
  priceListVersionSchema,
} from '@corner/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorResponses } from '../../lib/error-responses.js';
import { previewPriceList } from './price-list-preview.js';
import { findActivePriceList } from './price-lists-repository.js';

/*
 * The active price list for staff (decision 41): the batches screen's live preview prices
 * with it in the browser. Designers read it; editing stays with admins (routes.ts). The
 * preview of a draft (decision 55) is staff's too: it changes nothing.
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

  // What a draft would change before an admin saves it (decision 55); reads only.
  app.post(
    '/price-lists/preview',
    {
      schema: {
        tags: ['back office: price list'],
        summary:
          "Each open batch's totals with the active price list and with the given draft, saving nothing (staff)",
        body: priceListPreviewRequestSchema,
        response: { 200: priceListPreviewSchema, ...errorResponses(400, 401, 403) },
      },
    },
    (request) => previewPriceList(db, request.body.rates),
  );
};

export default activePriceListRoutes;
