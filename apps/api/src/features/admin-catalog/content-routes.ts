import {
  adminContentItemSchema,
  adminContentListSchema,
  adminContentParamsSchema,
  adminContentQuerySchema,
  adminDeliveryListSchema,
  adminDeliveryParamsSchema,
  adminDeliverySchema,
  adminProjectParamsSchema,
  contentItemFormRequestSchema,
  deliveryFormRequestSchema,
  updateContentItemRequestSchema,
  updateDeliveryRequestSchema,
} from '@corner/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { AppError } from '../../lib/app-error.js';
import { errorResponses } from '../../lib/error-responses.js';
import { audited } from '../audit/index.js';
import { imagesExist } from './catalog-repository.js';
import * as content from './content-repository.js';

/*
 * The back office's content items and deliveries (contracts/admin-catalog.ts lists the
 * calls). Staff only. A change drops the cached read models of the project it concerns, and
 * a content item's change also what shows content text (the estimate breakdowns' included
 * text, decision 34).
 */
const adminContentRoutes: FastifyPluginAsyncZod = async (app) => {
  const tags = ['back office: content and deliveries'];
  const db = app.database.db;
  app.addHook('preValidation', app.access.caller('staff'));

  async function contentOrNotFound(id: string) {
    const item = await content.findContentItem(db, id);
    if (!item) throw AppError.notFound('Content item');
    return item;
  }

  async function checkLinks(imageId: string | null, projectId: string | null = null) {
    if (!(await imagesExist(db, [imageId]))) throw AppError.notFound('Image');
    if (!(await content.projectExists(db, projectId))) throw AppError.notFound('Project');
  }

  async function dropProject(projectId: string | null | undefined) {
    if (projectId) await app.cache.invalidateProject(projectId);
  }

  async function projectId(id: string) {
    if (!(await content.projectExists(db, id))) throw AppError.notFound('Project');
    return id;
  }

  async function deliveryOrNotFound(id: string, deliveryId: string) {
    const delivery = await content.findProjectDelivery(db, await projectId(id), deliveryId);
    if (!delivery) throw AppError.notFound('Delivery');
    return delivery;
  }

  app.get(
    '/content-items',
    {
      schema: {
        tags,
        summary: 'Content items, newest first',
        querystring: adminContentQuerySchema,
        response: { 200: adminContentListSchema, ...errorResponses(400, 401, 403) },
      },
    },
    (request) => content.listContentItems(db, request.query),
  );

  app.post(
    '/content-items',
    {
      schema: {
        tags,
        summary:
          'Creates a content item (for every project, or for one); a slot another item holds answers 409',
        body: contentItemFormRequestSchema,
        response: { 201: adminContentItemSchema, ...errorResponses(400, 401, 403, 404, 409) },
      },
    },
    async (request, reply) => {
      await checkLinks(request.body.imageId, request.body.projectId);
      const id = await content.createContentItem(
        db,
        request.body,
        audited(request, app.clock.now()),
      );
      await dropProject(request.body.projectId);
      await app.cache.invalidateContent();
      return reply.status(201).send(await contentOrNotFound(id));
    },
  );

  app.put(
    '/content-items/:contentId',
    {
      schema: {
        tags,
        summary:
          'Saves a content item; a stale revision, or a slot another item holds, answers 409',
        params: adminContentParamsSchema,
        body: updateContentItemRequestSchema,
        response: { 200: adminContentItemSchema, ...errorResponses(400, 401, 403, 404, 409) },
      },
    },
    async (request) => {
      const { id } = await contentOrNotFound(request.params.contentId);
      await checkLinks(request.body.imageId, request.body.projectId);
      const before = await content.updateContentItem(
        db,
        id,
        request.body,
        audited(request, app.clock.now()),
      );
      if (!before) throw AppError.notFound('Content item');
      await dropProject(before.projectId);
      await dropProject(request.body.projectId);
      await app.cache.invalidateContent();
      return contentOrNotFound(id);
    },
  );

  app.delete(
    '/content-items/:contentId',
    {
      schema: {
        tags,
        summary: 'Deletes a content item',
        params: adminContentParamsSchema,
        response: { 204: z.null(), ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request, reply) => {
      const { id } = await contentOrNotFound(request.params.contentId);
      const deleted = await content.deleteContentItem(db, id, audited(request, app.clock.now()));
      if (!deleted) throw AppError.notFound('Content item');
      await dropProject(deleted.projectId);
      await app.cache.invalidateContent();
      return reply.status(204).send(null);
    },
  );

  const deliveriesPath = '/projects/:id/deliveries';

  app.get(
    deliveriesPath,
    {
      schema: {
        tags,
        summary: "A project's deliveries, newest first",
        params: adminProjectParamsSchema,
        response: { 200: adminDeliveryListSchema, ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request) => content.listDeliveries(db, await projectId(request.params.id)),
  );

  app.post(
    deliveriesPath,
    {
      schema: {
        tags,
        summary: 'Adds a delivery with its tracking link (http or https) to a project',
        params: adminProjectParamsSchema,
        body: deliveryFormRequestSchema,
        response: { 201: adminDeliverySchema, ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request, reply) => {
      const project = await projectId(request.params.id);
      await checkLinks(request.body.imageId);
      const id = await content.createDelivery(
        db,
        project,
        request.body,
        audited(request, app.clock.now()),
      );
      await dropProject(project);
      return reply.status(201).send(await deliveryOrNotFound(project, id));
    },
  );

  app.put(
    `${deliveriesPath}/:deliveryId`,
    {
      schema: {
        tags,
        summary: 'Saves a delivery; a stale revision answers 409',
        params: adminDeliveryParamsSchema,
        body: updateDeliveryRequestSchema,
        response: { 200: adminDeliverySchema, ...errorResponses(400, 401, 403, 404, 409) },
      },
    },
    async (request) => {
      const { id, projectId: project } = await deliveryOrNotFound(
        request.params.id,
        request.params.deliveryId,
      );
      await checkLinks(request.body.imageId);
      await content.updateDelivery(db, id, request.body, audited(request, app.clock.now()));
      await dropProject(project);
      return deliveryOrNotFound(project, id);
    },
  );

  app.delete(
    `${deliveriesPath}/:deliveryId`,
    {
      schema: {
        tags,
        summary: 'Deletes a delivery',
        params: adminDeliveryParamsSchema,
        response: { 204: z.null(), ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request, reply) => {
      const { id, projectId: project } = await deliveryOrNotFound(
        request.params.id,
        request.params.deliveryId,
      );
      await content.deleteDelivery(db, id, audited(request, app.clock.now()));
      await dropProject(project);
      return reply.status(204).send(null);
    },
  );
};

export default adminContentRoutes;
