import {
  componentCategoryListSchema,
  componentListQuerySchema,
  componentListSchema,
  componentParamsSchema,
  componentSchema,
  galleryKitchenListSchema,
  galleryKitchenParamsSchema,
  galleryKitchenSchema,
  pageQuerySchema,
} from '@corner/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { AppError } from '../../lib/app-error.js';
import { errorResponses } from '../../lib/error-responses.js';
import { findComponent, listCategories, listComponents } from './components-repository.js';
import { findKitchen, listKitchens } from './kitchens-repository.js';

/*
 * The public galleries (contracts/gallery.ts lists the calls). Only published kitchens and
 * public catalog items; answers may be cached by browsers and proxies for a minute.
 */
const galleryRoutes: FastifyPluginAsyncZod = async (app) => {
  app.addHook('onSend', async (_request, reply) => {
    if (reply.statusCode === 200) reply.header('cache-control', 'public, max-age=60');
  });
  const tags = ['gallery'];

  app.get(
    '/kitchens',
    {
      schema: {
        tags,
        summary: 'Published kitchens, newest first',
        querystring: pageQuerySchema,
        response: { 200: galleryKitchenListSchema, ...errorResponses(400) },
      },
    },
    (request) => listKitchens(app.database.db, request.query),
  );

  app.get(
    '/kitchens/:slug',
    {
      schema: {
        tags,
        summary: 'One published kitchen with its renders and components',
        params: galleryKitchenParamsSchema,
        response: { 200: galleryKitchenSchema, ...errorResponses(400, 404) },
      },
    },
    async (request) => {
      const kitchen = await findKitchen(app.database.db, request.params.slug);
      if (!kitchen) throw AppError.notFound('Kitchen');
      return kitchen;
    },
  );

  app.get(
    '/components/categories',
    {
      schema: {
        tags,
        summary: 'Each component category with its count and a cover picture',
        response: { 200: componentCategoryListSchema, ...errorResponses() },
      },
    },
    async () => ({ categories: await listCategories(app.database.db) }),
  );

  app.get(
    '/components',
    {
      schema: {
        tags,
        summary: 'Public catalog items of one category, by name',
        querystring: componentListQuerySchema,
        response: { 200: componentListSchema, ...errorResponses(400) },
      },
    },
    (request) => listComponents(app.database.db, request.query),
  );

  app.get(
    '/components/:category/:id',
    {
      schema: {
        tags,
        summary: 'One public catalog item',
        params: componentParamsSchema,
        response: { 200: componentSchema, ...errorResponses(400, 404) },
      },
    },
    async (request) => {
      const { category, id } = request.params;
      const component = await findComponent(app.database.db, category, id);
      if (!component) throw AppError.notFound('Component');
      return component;
    },
  );
};

export default galleryRoutes;
