import {
  adminCatalogItemParamsSchema,
  adminCatalogItemSchema,
  adminCatalogListSchema,
  adminCatalogQuerySchema,
  catalogItemFormRequestSchema,
  updateCatalogItemRequestSchema,
} from '@corner/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { AppError } from '../../lib/app-error.js';
import { errorResponses } from '../../lib/error-responses.js';
import { audited } from '../audit/index.js';
import { dropGalleryOnWrite } from '../gallery/index.js';
import {
  createCatalogItem,
  deleteCatalogItem,
  findCatalogItem,
  imagesExist,
  listCatalogItems,
  updateCatalogItem,
  type CatalogItemForm,
} from './catalog-repository.js';

/*
 * The back office's catalog (contracts/admin-catalog.ts lists the calls). Staff only. The
 * public components gallery shows the same rows: each write drops its cached answers, so a
 * change shows there at once (browsers may keep a gallery answer for its max-age of a minute).
 */
const adminCatalogRoutes: FastifyPluginAsyncZod = async (app) => {
  const tags = ['back office: catalog'];
  const db = app.database.db;
  app.addHook('preValidation', app.access.caller('staff'));
  dropGalleryOnWrite(app);

  async function itemOrNotFound(id: string) {
    const item = await findCatalogItem(db, id);
    if (!item) throw AppError.notFound('Catalog item');
    return item;
  }

  async function checkImage(form: CatalogItemForm) {
    if (!(await imagesExist(db, [form.imageId]))) throw AppError.notFound('Image');
  }

  app.get(
    '/catalog-items',
    {
      schema: {
        tags,
        summary: 'Catalog items (public or not) by name, with search, category and pages',
        querystring: adminCatalogQuerySchema,
        response: { 200: adminCatalogListSchema, ...errorResponses(400, 401, 403) },
      },
    },
    (request) => listCatalogItems(db, request.query),
  );

  app.post(
    '/catalog-items',
    {
      schema: {
        tags,
        summary: 'Creates a catalog item',
        body: catalogItemFormRequestSchema,
        response: { 201: adminCatalogItemSchema, ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request, reply) => {
      await checkImage(request.body);
      const id = await createCatalogItem(db, request.body, audited(request, app.clock.now()));
      return reply.status(201).send(await itemOrNotFound(id));
    },
  );

  app.get(
    '/catalog-items/:itemId',
    {
      schema: {
        tags,
        summary: 'One catalog item',
        params: adminCatalogItemParamsSchema,
        response: { 200: adminCatalogItemSchema, ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request) => itemOrNotFound(request.params.itemId),
  );

  app.put(
    '/catalog-items/:itemId',
    {
      schema: {
        tags,
        summary:
          'Saves a catalog item; a stale revision answers 409; design version lines keep their own copy',
        params: adminCatalogItemParamsSchema,
        body: updateCatalogItemRequestSchema,
        response: { 200: adminCatalogItemSchema, ...errorResponses(400, 401, 403, 404, 409) },
      },
    },
    async (request) => {
      const { id } = await itemOrNotFound(request.params.itemId);
      await checkImage(request.body);
      if (!(await updateCatalogItem(db, id, request.body, audited(request, app.clock.now())))) {
        await itemOrNotFound(id);
        throw AppError.staleRevision('catalogItem');
      }
      return itemOrNotFound(id);
    },
  );

  app.delete(
    '/catalog-items/:itemId',
    {
      schema: {
        tags,
        summary: 'Deletes a catalog item; lines made from it keep their copy',
        params: adminCatalogItemParamsSchema,
        response: { 204: z.null(), ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request, reply) => {
      const { id } = await itemOrNotFound(request.params.itemId);
      const deleted = await deleteCatalogItem(db, id, audited(request, app.clock.now()));
      if (!deleted) throw AppError.notFound('Catalog item');
      return reply.status(204).send(null);
    },
  );
};

export default adminCatalogRoutes;
