import {
  contentRequestSchema,
  contentResponseSchema,
  deliveryParamsSchema,
  deliveryQuerySchema,
  deliverySchema,
} from '@corner/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { AppError } from '../../lib/app-error.js';
import { errorResponses } from '../../lib/error-responses.js';
import { requireViewer } from '../auth/index.js';
import { findContentItems, findDelivery } from './content-repository.js';

/*
 * Content items (guides, checklists) and deliveries (spec section 7). A customer reaches only
 * shared content and their own projects' (PRODUCT.md 3); anything else answers 404.
 */
const contentRoutes: FastifyPluginAsyncZod = async (app) => {
  const tags = ['content'];
  const db = app.database.db;

  app.post(
    '/content',
    {
      schema: {
        tags,
        summary: 'Content items by id, in the order asked; an empty list answers []',
        body: contentRequestSchema,
        response: { 200: contentResponseSchema, ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request) => {
      const viewer = requireViewer(request);
      if (request.body.contentIds.length === 0) return [];
      const items = await findContentItems(db, request.body.contentIds, viewer);
      if (!items) throw AppError.notFound('Content');
      return items;
    },
  );

  app.get(
    '/content/delivery/:id',
    {
      schema: {
        tags,
        summary: 'A delivery with its tracking link; substageId narrows it to one stage',
        params: deliveryParamsSchema,
        querystring: deliveryQuerySchema,
        response: { 200: deliverySchema, ...errorResponses(400, 401, 404) },
      },
    },
    async (request) => {
      const viewer = requireViewer(request);
      const { substageId } = request.query;
      const delivery = await findDelivery(db, request.params.id, substageId, viewer);
      if (!delivery) throw AppError.notFound('Delivery');
      return delivery;
    },
  );
};

export default contentRoutes;
