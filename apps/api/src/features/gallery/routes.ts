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
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { z } from 'zod';
import { readModels } from '../../cache/read-models.js';
import { AppError } from '../../lib/app-error.js';
import { errorResponses } from '../../lib/error-responses.js';
import { encodeJson, sendJson } from '../../lib/json-answer.js';
import { findComponent, listCategories, listComponents } from './components-repository.js';
import { findKitchen, listKitchens } from './kitchens-repository.js';

/*
 * The public galleries (contracts/gallery.ts lists the calls). Only published kitchens and
 * public catalog items. Answers are read models (kept until a back-office write of the
 * catalog or of a kitchen drops them) and may be cached by browsers and proxies for a minute.
 */
const galleryRoutes: FastifyPluginAsyncZod = async (app) => {
  const db = app.database.db;

  /** Sends the cached answer named `what`, loading it on a miss; 404 naming `thing` if none. */
  async function sendGallery<S extends z.ZodType>(
    request: FastifyRequest,
    reply: FastifyReply,
    what: string,
    schema: S,
    load: () => Promise<z.output<S> | undefined>,
    thing = 'Page',
  ) {
    const model = readModels.gallery<z.output<S> | undefined>(what);
    const answer = await app.cache.rememberAnswer(model, load, encodeJson(schema));
    if (answer === null) throw AppError.notFound(thing);
    return sendJson(request, reply, answer, model.key);
  }

  // Public for a minute, unless the answer is already private (a caller with a session).
  app.addHook('onSend', (_request, reply, payload, done) => {
    if (reply.statusCode === 200 && !reply.hasHeader('cache-control')) {
      reply.header('cache-control', 'public, max-age=60');
    }
    done(null, payload);
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
    (request, reply) => {
      const { page, pageSize } = request.query;
      const what = `kitchens?page=${page}&pageSize=${pageSize}`;
      const load = () => listKitchens(db, request.query);
      return sendGallery(request, reply, what, galleryKitchenListSchema, load);
    },
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
    (request, reply) => {
      const { slug } = request.params;
      const load = () => findKitchen(db, slug);
      return sendGallery(request, reply, `kitchen:${slug}`, galleryKitchenSchema, load, 'Kitchen');
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
    (request, reply) =>
      sendGallery(request, reply, 'categories', componentCategoryListSchema, async () => ({
        categories: await listCategories(db),
      })),
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
    (request, reply) => {
      const { category, page, pageSize } = request.query;
      const what = `components?category=${category}&page=${page}&pageSize=${pageSize}`;
      const load = () => listComponents(db, request.query);
      return sendGallery(request, reply, what, componentListSchema, load);
    },
  );

  app.get(
    '/components/:category/:slug',
    {
      schema: {
        tags,
        summary:
          'One public catalog item with the kitchens using it; by its id too (an address from before slugs): its category and slug say where it lives',
        params: componentParamsSchema,
        response: { 200: componentSchema, ...errorResponses(400, 404) },
      },
    },
    (request, reply) => {
      const { slug } = request.params;
      const what = `component:${slug}`;
      const load = () => findComponent(db, slug);
      return sendGallery(request, reply, what, componentSchema, load, 'Component');
    },
  );
};

export default galleryRoutes;
