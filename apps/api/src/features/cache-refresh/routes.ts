import {
  batchParamsSchema,
  cacheInvalidationSchema,
  projectIdParamsSchema,
} from '@corner/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { cacheTags, projectScope } from '../../cache/read-models.js';
import { AppError } from '../../lib/app-error.js';
import { errorResponses } from '../../lib/error-responses.js';
import { batchExists, projectExists, userIdByKey } from './cache-targets.js';

/*
 * The five cache calls of spec section 7 (the staff's refresh buttons): staff only, each
 * answering how many cached entries it dropped.
 */
const cacheRefreshRoutes: FastifyPluginAsyncZod = async (app) => {
  const db = app.database.db;
  const cache = app.cache;
  const common = {
    tags: ['cache'],
    response: { 200: cacheInvalidationSchema, ...errorResponses(400, 401, 403, 404) },
  };

  app.addHook('preHandler', app.access.caller('staff'));

  /** The project named by the path, or 404; staff reach every project (cache-targets.ts). */
  async function existingProject(projectId: string) {
    if (!(await projectExists(db, projectId))) throw AppError.notFound('Project');
    return { id: projectId };
  }

  app.delete(
    '/cache/projects/:userKey',
    {
      schema: {
        ...common,
        summary: 'Drops the cached projects list of a user, named by id or e-mail',
        params: z.strictObject({ userKey: z.string().trim().min(1).max(320) }),
      },
    },
    async (request) => {
      const userId = await userIdByKey(db, request.params.userKey);
      if (!userId) throw AppError.notFound('User');
      return { invalidated: await cache.invalidateUserProjects(userId) };
    },
  );

  app.delete(
    '/cache/projects/project/:id',
    {
      schema: {
        ...common,
        summary: 'Drops everything cached about a project',
        params: projectIdParamsSchema,
      },
    },
    async (request) => {
      const project = await existingProject(request.params.id);
      return { invalidated: await cache.invalidateProject(project.id) };
    },
  );

  for (const [path, tag, what] of [
    ['design-versions', cacheTags.designVersions, 'design versions'],
    ['batches', cacheTags.batches, 'batches'],
  ] as const) {
    app.delete(
      `/cache/projects/project/:id/${path}`,
      {
        schema: {
          ...common,
          summary: `Drops a project's cached ${what} (and its estimate pages)`,
          params: projectIdParamsSchema,
        },
      },
      async (request) => {
        const project = await existingProject(request.params.id);
        return { invalidated: await cache.drop(projectScope(project.id), tag) };
      },
    );
  }

  app.delete(
    '/cache/projects/project/:id/batch/:batchId',
    {
      schema: {
        ...common,
        summary: 'Drops one cached batch (and its estimate page)',
        params: batchParamsSchema,
      },
    },
    async (request) => {
      const project = await existingProject(request.params.id);
      const { batchId } = request.params;
      if (!(await batchExists(db, project.id, batchId))) throw AppError.notFound('Batch');
      return { invalidated: await cache.drop(projectScope(project.id), cacheTags.batch(batchId)) };
    },
  );
};

export default cacheRefreshRoutes;
