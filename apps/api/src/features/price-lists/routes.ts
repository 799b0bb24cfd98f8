import {
  priceListVersionSchema,
  priceListsSchema,
  savePriceListRequestSchema,
} from '@corner/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorResponses } from '../../lib/error-responses.js';
import { audited } from '../audit/index.js';
import { listPriceLists, savePriceList } from './price-lists-repository.js';

/*
 * The price list's calls (issue 8; contracts/price-lists.ts). Admins only. A new version
 * prices the estimates calculated from now on; stored estimates keep theirs (PRODUCT.md 4).
 */
const priceListRoutes: FastifyPluginAsyncZod = async (app) => {
  const tags = ['back office: price list'];
  app.addHook('preHandler', app.access.caller('admin'));
  const db = app.database.db;

  app.get(
    '/price-lists',
    {
      schema: {
        tags,
        summary: 'The active price list and every version, newest first',
        response: { 200: priceListsSchema, ...errorResponses(401, 403) },
      },
    },
    () => listPriceLists(db),
  );

  app.post(
    '/price-lists',
    {
      schema: {
        tags,
        summary: 'Saves a new version of the price list and makes it the active one',
        body: savePriceListRequestSchema,
        response: { 201: priceListVersionSchema, ...errorResponses(400, 401, 403, 409) },
      },
    },
    async (request, reply) => {
      const { basedOnVersion, rates } = request.body;
      const saved = await savePriceList(
        db,
        basedOnVersion,
        rates,
        audited(request, app.clock.now()),
      );
      request.log.info({ version: saved.version }, 'price list saved');
      return reply.status(201).send(saved);
    },
  );
};

export default priceListRoutes;
