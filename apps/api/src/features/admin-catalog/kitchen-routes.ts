import {
  adminKitchenListSchema,
  adminKitchenParamsSchema,
  adminKitchenQuerySchema,
  adminKitchenSchema,
  kitchenFormRequestSchema,
  updateKitchenRequestSchema,
} from '@corner/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { AppError } from '../../lib/app-error.js';
import { errorResponses } from '../../lib/error-responses.js';
import { audited } from '../audit/index.js';
import { dropGalleryOnWrite } from '../gallery/index.js';
import { imagesExist } from './catalog-repository.js';
import * as kitchens from './kitchens-repository.js';

const slugTaken = () => AppError.conflict('This slug is already taken by another kitchen');

/*
 * The back office's gallery kitchens (contracts/admin-catalog.ts lists the calls). Staff
 * only. Published kitchens show in the public gallery: each write drops its cached answers.
 */
const adminKitchenRoutes: FastifyPluginAsyncZod = async (app) => {
  const tags = ['back office: gallery kitchens'];
  const db = app.database.db;
  app.addHook('preValidation', app.access.caller('staff'));
  dropGalleryOnWrite(app);

  async function kitchenOrNotFound(id: string) {
    const kitchen = await kitchens.findAdminKitchen(db, id);
    if (!kitchen) throw AppError.notFound('Kitchen');
    return kitchen;
  }

  async function checkParts(form: kitchens.KitchenForm) {
    if (!(await imagesExist(db, form.renderIds))) throw AppError.notFound('Image');
    if (!(await kitchens.catalogItemsExist(db, form.componentIds))) {
      throw AppError.notFound('Catalog item');
    }
  }

  app.get(
    '/kitchens',
    {
      schema: {
        tags,
        summary: 'Gallery kitchens, published or not, newest first',
        querystring: adminKitchenQuerySchema,
        response: { 200: adminKitchenListSchema, ...errorResponses(400, 401, 403) },
      },
    },
    (request) => kitchens.listAdminKitchens(db, request.query),
  );

  app.post(
    '/kitchens',
    {
      schema: {
        tags,
        summary: 'Creates a gallery kitchen with its renders and components',
        body: kitchenFormRequestSchema,
        response: { 201: adminKitchenSchema, ...errorResponses(400, 401, 403, 404, 409) },
      },
    },
    async (request, reply) => {
      await checkParts(request.body);
      const id = await kitchens.createKitchen(db, request.body, audited(request, app.clock.now()));
      if (!id) throw slugTaken();
      return reply.status(201).send(await kitchenOrNotFound(id));
    },
  );

  app.get(
    '/kitchens/:kitchenId',
    {
      schema: {
        tags,
        summary: 'One gallery kitchen with its renders and components',
        params: adminKitchenParamsSchema,
        response: { 200: adminKitchenSchema, ...errorResponses(400, 401, 403, 404) },
      },
    },
    (request) => kitchenOrNotFound(request.params.kitchenId),
  );

  app.put(
    '/kitchens/:kitchenId',
    {
      schema: {
        tags,
        summary:
          'Saves a gallery kitchen: fields, renders, components, published or not; a stale revision answers 409',
        params: adminKitchenParamsSchema,
        body: updateKitchenRequestSchema,
        response: { 200: adminKitchenSchema, ...errorResponses(400, 401, 403, 404, 409) },
      },
    },
    async (request) => {
      const { id } = await kitchenOrNotFound(request.params.kitchenId);
      await checkParts(request.body);
      const result = await kitchens.updateKitchen(
        db,
        id,
        request.body,
        audited(request, app.clock.now()),
      );
      if (result === 'not-found') throw AppError.notFound('Kitchen');
      if (result === 'slug-taken') throw slugTaken();
      if (result === 'stale') throw AppError.staleRevision('kitchen');
      return kitchenOrNotFound(id);
    },
  );

  app.delete(
    '/kitchens/:kitchenId',
    {
      schema: {
        tags,
        summary: 'Deletes a gallery kitchen (its unused pictures go with the daily sweep)',
        params: adminKitchenParamsSchema,
        response: { 204: z.null(), ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request, reply) => {
      const { id } = await kitchenOrNotFound(request.params.kitchenId);
      const deleted = await kitchens.deleteKitchen(db, id, audited(request, app.clock.now()));
      if (!deleted) throw AppError.notFound('Kitchen');
      return reply.status(204).send(null);
    },
  );
};

export default adminKitchenRoutes;
