import {
  adminProjectParamsSchema,
  adminVersionParamsSchema,
  catalogSearchQuerySchema,
  catalogSearchResultSchema,
  designVersionNameRequestSchema,
} from '@corner/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { AppError } from '../../lib/app-error.js';
import { errorResponses } from '../../lib/error-responses.js';
import { audited } from '../audit/index.js';
import { findAdminProject } from './admin-projects-repository.js';
import * as versions from './admin-versions-repository.js';
import { versionAccess, versionAnswers } from './version-access.js';
import { searchCatalog } from './catalog-search-repository.js';

/*
 * The back office's design versions (issue 8; calls listed in contracts/admin-projects.ts):
 * staff only. Each change answers the version as it now is and drops the project's cached
 * read models, so the customer's estimate page and the staff screens show it at once.
 */
const adminVersionRoutes: FastifyPluginAsyncZod = async (app) => {
  const tags = ['back office: design versions'];
  app.addHook('preHandler', app.access.caller('staff'));
  const db = app.database.db;
  const base = '/projects/:id/design-versions/:versionId';
  const answers = versionAnswers;

  const { target, changed } = versionAccess(app);

  app.post(
    '/projects/:id/design-versions',
    {
      schema: {
        tags,
        summary: 'Creates an empty design version',
        params: adminProjectParamsSchema,
        body: designVersionNameRequestSchema,
        response: answers.created,
      },
    },
    async (request, reply) => {
      const project = await findAdminProject(db, request.params.id);
      if (!project) throw AppError.notFound('Project');
      const row = await versions.createVersion(
        db,
        project.id,
        request.body.name,
        audited(request, app.clock.now()),
      );
      return reply.status(201).send(await changed(project.id, row.id));
    },
  );

  app.get(
    base,
    {
      schema: {
        tags,
        summary: 'A design version with its item lines and renders',
        params: adminVersionParamsSchema,
        response: answers.ok,
      },
    },
    async (request) => {
      const version = await target(request);
      return (await versions.findAdminVersion(db, version.projectId, version.id))!;
    },
  );

  app.put(
    base,
    {
      schema: {
        tags,
        summary: 'Renames a design version',
        params: adminVersionParamsSchema,
        body: designVersionNameRequestSchema,
        response: answers.ok,
      },
    },
    async (request) => {
      const version = await target(request);
      await versions.renameVersion(
        db,
        version,
        request.body.name,
        audited(request, app.clock.now()),
      );
      return changed(version.projectId, version.id);
    },
  );

  app.post(
    `${base}/duplicate`,
    {
      schema: {
        tags,
        summary: 'Copies a design version with its lines and renders, under a new name',
        params: adminVersionParamsSchema,
        body: designVersionNameRequestSchema,
        response: answers.created,
      },
    },
    async (request, reply) => {
      const version = await target(request);
      const copyId = await versions.duplicateVersion(
        db,
        version.id,
        request.body.name,
        audited(request, app.clock.now()),
      );
      return reply.status(201).send(await changed(version.projectId, copyId));
    },
  );

  app.delete(
    base,
    {
      schema: {
        tags,
        summary:
          'Deletes a design version with its lines, renders and estimates; not one an acceptance record names (409)',
        params: adminVersionParamsSchema,
        response: { 204: z.null(), ...errorResponses(400, 401, 403, 404, 409) },
      },
    },
    async (request, reply) => {
      const version = await target(request);
      const renderIds = await versions.deleteVersion(
        db,
        version,
        audited(request, app.clock.now()),
      );
      await app.cache.invalidateProject(version.projectId);
      await app.images.deleteUnused(db, renderIds);
      return reply.status(204).send(null);
    },
  );

  app.get(
    '/catalog-search',
    {
      schema: {
        tags,
        summary: 'Catalog items (public or not) to pick for a design version, by name',
        querystring: catalogSearchQuerySchema,
        response: { 200: catalogSearchResultSchema, ...errorResponses(400, 401, 403) },
      },
    },
    async (request) => {
      return searchCatalog(db, request.query);
    },
  );
};

export default adminVersionRoutes;
