import {
  emailQuerySchema,
  isStaff,
  projectListQuerySchema,
  projectListSchema,
  projectDesignerSchema,
  projectMetaSchema,
  projectReadParamsSchema,
  projectSchema,
  projectSummarySchema,
  projectWelcomeSchema,
  userIdParamsSchema,
  userProjectsResponseSchema,
  type UserProject,
} from '@corner/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { readModels } from '../../cache/read-models.js';
import { AppError } from '../../lib/app-error.js';
import { errorResponses } from '../../lib/error-responses.js';
import { accessedProject } from '../../plugins/access.js';
import { requireViewer } from '../auth/index.js';
import { findProjectWelcome } from '../enquiries/index.js';
import { listProjects } from './project-list-repository.js';
import { findProjectDesigner, listUserProjects } from './projects-repository.js';

/*
 * The project calls of spec section 7. The e-mail in the query is accepted for the spec's
 * sake; the session alone decides what the caller reaches (PRODUCT.md section 3).
 */
const projectRoutes: FastifyPluginAsyncZod = async (app) => {
  const tags = ['projects'];
  const db = app.database.db;
  /** The routes of one project: any signed-in user may reach it (404 otherwise). */
  const preHandler = app.access.project({ caller: 'signed-in' });

  app.get(
    '/user/:id/projects',
    {
      schema: {
        tags,
        summary: "A user's projects; customers may list only their own",
        params: userIdParamsSchema,
        response: { 200: userProjectsResponseSchema, ...errorResponses(400, 401, 404) },
      },
    },
    async (request) => {
      const viewer = requireViewer(request);
      if (!isStaff(viewer.type) && request.params.id !== viewer.id) {
        throw AppError.notFound('User');
      }
      const userId = request.params.id;
      const projects = await app.cache.remember(
        readModels.userProjects<UserProject[] | null>(userId),
        () => listUserProjects(db, userId),
      );
      if (!projects) throw AppError.notFound('User');
      return projects;
    },
  );

  app.get(
    '/projects',
    {
      schema: {
        tags,
        summary:
          "The caller's projects (staff: all), newest first or (staff) by last customer activity, searchable",
        querystring: projectListQuerySchema,
        response: { 200: projectListSchema, ...errorResponses(400, 401) },
      },
    },
    async (request) => listProjects(db, requireViewer(request), request.query),
  );

  const read = { params: projectReadParamsSchema, querystring: emailQuerySchema };

  app.get(
    '/project/:id',
    {
      preHandler,
      schema: {
        tags,
        summary: 'One project',
        ...read,
        response: { 200: projectSchema, ...errorResponses(400, 401, 404) },
      },
    },
    async (request) => accessedProject(request),
  );

  app.get(
    '/project/:id/meta',
    {
      preHandler,
      schema: {
        tags,
        summary: "A project's status and demo flag, for routing",
        ...read,
        response: { 200: projectMetaSchema, ...errorResponses(400, 401, 404) },
      },
    },
    async (request) => {
      const { id, status, isDemo } = accessedProject(request);
      return { id, status, isDemo };
    },
  );

  app.get(
    '/project/:id/designer',
    {
      preHandler,
      schema: {
        tags,
        summary:
          "The project's designer, whom its customers may contact; null when none. The template's is for staff only",
        params: projectReadParamsSchema,
        response: { 200: projectDesignerSchema, ...errorResponses(400, 401, 404) },
      },
    },
    async (request) => {
      const project = accessedProject(request);
      // The template is every signed-in user's example, not their project: no one to call.
      if (project.isDemo && !isStaff(requireViewer(request).type)) {
        throw AppError.notFound('Designer');
      }
      return findProjectDesigner(db, project.id);
    },
  );

  app.get(
    '/project/:id/welcome',
    {
      preHandler,
      schema: {
        tags,
        summary:
          'What the customer asked for in the enquiry the project came from, and the next step; null when none',
        params: projectReadParamsSchema,
        response: { 200: projectWelcomeSchema, ...errorResponses(400, 401, 404) },
      },
    },
    async (request) => findProjectWelcome(db, accessedProject(request).id),
  );

  app.get(
    '/project/:id/summary',
    {
      preHandler,
      schema: {
        tags,
        summary: "A project's name",
        params: projectReadParamsSchema,
        response: { 200: projectSummarySchema, ...errorResponses(400, 401, 404) },
      },
    },
    async (request) => {
      const { id, name } = accessedProject(request);
      return { id, name };
    },
  );
};

export default projectRoutes;
