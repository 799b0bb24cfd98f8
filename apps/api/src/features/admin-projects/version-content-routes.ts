import {
  adminLineParamsSchema,
  adminRenderParamsSchema,
  adminVersionParamsSchema,
  attachRenderRequestSchema,
  catalogLineRequestSchema,
  customLineRequestSchema,
  lineQuantityRequestSchema,
  reorderRendersRequestSchema,
  versionOptionsRequestSchema,
} from '@corner/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { AppError } from '../../lib/app-error.js';
import { audited } from '../audit/index.js';
import * as versions from './admin-versions-repository.js';
import { versionAccess, versionAnswers as answers } from './version-access.js';
import { saveAuditedVersionOptions } from './version-options-repository.js';

/*
 * A design version's item lines (from the catalog or written by hand) and renders (pictures
 * uploaded through POST /admin/images, attached here). Staff only; each change answers the
 * version and drops the project's cache.
 */
const adminVersionContentRoutes: FastifyPluginAsyncZod = async (app) => {
  const tags = ['back office: design versions'];
  app.addHook('preHandler', app.access.caller('staff'));
  const db = app.database.db;
  const base = '/projects/:id/design-versions/:versionId';
  const { target, changed } = versionAccess(app);

  /* Item lines. */
  app.post(
    `${base}/lines/catalog`,
    {
      schema: {
        tags,
        summary: "Adds a catalog item as a line (its name, unit and today's price)",
        params: adminVersionParamsSchema,
        body: catalogLineRequestSchema,
        response: answers.created,
      },
    },
    async (request, reply) => {
      const version = await target(request);
      const { catalogItemId, quantity } = request.body;
      const added = await versions.addCatalogLine(
        db,
        version,
        catalogItemId,
        quantity,
        audited(request, app.clock.now()),
      );
      if (!added) throw AppError.notFound('Catalog item');
      return reply.status(201).send(await changed(version.projectId, version.id));
    },
  );

  app.post(
    `${base}/lines`,
    {
      schema: {
        tags,
        summary: 'Adds a line written by hand (category, name, unit, unit price in USD)',
        params: adminVersionParamsSchema,
        body: customLineRequestSchema,
        response: answers.created,
      },
    },
    async (request, reply) => {
      const version = await target(request);
      await versions.addCustomLine(db, version, request.body, audited(request, app.clock.now()));
      return reply.status(201).send(await changed(version.projectId, version.id));
    },
  );

  app.put(
    `${base}/lines/:lineId`,
    {
      schema: {
        tags,
        summary: "Changes a line's quantity",
        params: adminLineParamsSchema,
        body: lineQuantityRequestSchema,
        response: answers.ok,
      },
    },
    async (request) => {
      const version = await target(request);
      const { lineId } = request.params;
      const done = await versions.setLineQuantity(
        db,
        version,
        lineId,
        request.body.quantity,
        audited(request, app.clock.now()),
      );
      if (!done) throw AppError.notFound('Item line');
      return changed(version.projectId, version.id);
    },
  );

  app.delete(
    `${base}/lines/:lineId`,
    {
      schema: {
        tags,
        summary: 'Removes a line',
        params: adminLineParamsSchema,
        response: answers.ok,
      },
    },
    async (request) => {
      const version = await target(request);
      const done = await versions.removeLine(
        db,
        version,
        request.params.lineId,
        audited(request, app.clock.now()),
      );
      if (!done) throw AppError.notFound('Item line');
      return changed(version.projectId, version.id);
    },
  );

  /* Options the customer may try on the version's estimates (issue 37). */
  app.put(
    `${base}/options`,
    {
      schema: {
        tags,
        summary:
          "Sets the options customers may try on the version's estimates: lines in another catalog item, items to add, assembly and delivery choices (the groups, whole)",
        params: adminVersionParamsSchema,
        body: versionOptionsRequestSchema,
        response: answers.ok,
      },
    },
    async (request) => {
      const version = await target(request);
      await saveAuditedVersionOptions(db, version, request.body, audited(request, app.clock.now()));
      return changed(version.projectId, version.id);
    },
  );

  /* Renders: pictures uploaded through POST /admin/images, attached here. */
  const refusal = (result: versions.RenderChange) => {
    if (result === 'no-image') return AppError.notFound('Image');
    if (result === 'not-found') return AppError.notFound('Render');
    if (result === 'already') return AppError.conflict('This picture is already a render');
    return AppError.badRequest('Send every render of the version once, in the new order');
  };

  app.post(
    `${base}/renders`,
    {
      schema: {
        tags,
        summary: 'Adds an uploaded picture as the last render',
        params: adminVersionParamsSchema,
        body: attachRenderRequestSchema,
        response: answers.created,
      },
    },
    async (request, reply) => {
      const version = await target(request);
      const result = await versions.attachRender(
        db,
        version,
        request.body.imageId,
        audited(request, app.clock.now()),
      );
      if (result !== 'done') throw refusal(result);
      return reply.status(201).send(await changed(version.projectId, version.id));
    },
  );

  app.put(
    `${base}/renders`,
    {
      schema: {
        tags,
        summary: 'Puts the renders in a new order (every render once)',
        params: adminVersionParamsSchema,
        body: reorderRendersRequestSchema,
        response: answers.ok,
      },
    },
    async (request) => {
      const version = await target(request);
      const result = await versions.reorderRenders(
        db,
        version,
        request.body.imageIds,
        audited(request, app.clock.now()),
      );
      if (result !== 'done') throw refusal(result);
      return changed(version.projectId, version.id);
    },
  );

  app.delete(
    `${base}/renders/:imageId`,
    {
      schema: {
        tags,
        summary: 'Takes a render away from the version',
        params: adminRenderParamsSchema,
        response: answers.ok,
      },
    },
    async (request) => {
      const version = await target(request);
      const result = await versions.detachRender(
        db,
        version,
        request.params.imageId,
        audited(request, app.clock.now()),
      );
      if (result !== 'done') throw refusal(result);
      // A render is the version's own picture: once no version uses it, it goes.
      await app.images.deleteUnused(db, [request.params.imageId]);
      return changed(version.projectId, version.id);
    },
  );
};

export default adminVersionContentRoutes;
