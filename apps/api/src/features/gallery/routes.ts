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
import { AppError } from '../../lib/app-error.js';
import { errorResponses } from '../../lib/error-responses.js';
import { sendJson } from '../../lib/json-answer.js';
import { galleryReads, type GalleryAnswer } from './gallery-reads.js';

/*
 * The public galleries (contracts/gallery.ts lists the calls). Only published kitchens and
 * public catalog items. Answers are read models (gallery-reads.ts, which the server-rendered
 * pages read too) and may be cached by browsers and proxies for a minute.
 */
const galleryRoutes: FastifyPluginAsyncZod = async (app) => {
  const reads = galleryReads(app);

  /** Sends a gallery answer; 404 naming `thing` when there is none. */
  async function send(
    request: FastifyRequest,
    reply: FastifyReply,
    { key, json }: GalleryAnswer,
    thing = 'Page',
  ) {
    if (json === null) throw AppError.notFound(thing);
    return sendJson(request, reply, json, key, { everyone: true });
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
    async (request, reply) => send(request, reply, await reads.kitchens(request.query)),
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
    async (request, reply) =>
      send(request, reply, await reads.kitchen(request.params.slug), 'Kitchen'),
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
    async (request, reply) => send(request, reply, await reads.categories()),
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
    async (request, reply) => send(request, reply, await reads.catalogItems(request.query)),
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
    async (request, reply) =>
      send(request, reply, await reads.catalogItem(request.params.slug), 'Component'),
  );
};

export default galleryRoutes;
