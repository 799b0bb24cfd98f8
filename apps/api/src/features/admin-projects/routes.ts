import {
  adminCustomerParamsSchema,
  adminProjectParamsSchema,
  adminProjectSchema,
  errorCodes,
  pinDesignVersionRequestSchema,
  portalPaths,
  projectDesignerChoicesSchema,
  projectFormRequestSchema,
  signInLinkSentSchema,
  updateProjectRequestSchema,
} from '@corner/contracts';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { AppError } from '../../lib/app-error.js';
import { errorResponses } from '../../lib/error-responses.js';
import { audited } from '../audit/index.js';
import { requireStaff, linkBase, linkSentRecently, sendSignInLink } from '../auth/index.js';
import {
  createProject,
  designerChoices,
  findAdminProject,
  findProjectCustomer,
  pinDesignVersion,
  updateProject,
} from './admin-projects-repository.js';

export interface AdminProjectRoutesOptions {
  publicUrl: string | undefined;
}

/*
 * The back office's projects (issue 8; the calls are listed in contracts/admin-projects.ts).
 * Staff only. Every change drops what the cache holds about the project and its customers'
 * project lists, so customers see it at once.
 */
const adminProjectRoutes: FastifyPluginAsyncZod<AdminProjectRoutesOptions> = async (
  app,
  options,
) => {
  const tags = ['back office: projects'];
  app.addHook('preHandler', app.access.caller('staff'));
  const db = app.database.db;

  async function projectOrNotFound(id: string) {
    const project = await findAdminProject(db, id);
    if (!project) throw AppError.notFound('Project');
    return project;
  }

  async function pin(request: FastifyRequest, projectId: string, versionId: string | null) {
    const project = await projectOrNotFound(projectId);
    const pinned = await pinDesignVersion(
      db,
      project.id,
      versionId,
      audited(request, app.clock.now()),
    );
    if (pinned === 'unknown') throw AppError.notFound('Design version');
    if (pinned === 'not-estimated') {
      throw AppError.conflict(
        'This design version has no estimate yet: calculate one before showing it to customers',
      );
    }
    await dropCaches(
      project.id,
      project.customers.map((customer) => customer.id),
    );
    return projectOrNotFound(project.id);
  }

  async function dropCaches(projectId: string, userIds: string[]) {
    await app.cache.invalidateProject(projectId);
    await Promise.all(userIds.map((userId) => app.cache.invalidateUserProjects(userId)));
  }

  app.post(
    '/projects',
    {
      schema: {
        tags,
        summary: 'Creates a project; an e-mail without an account becomes a new customer',
        body: projectFormRequestSchema,
        response: { 201: adminProjectSchema, ...errorResponses(400, 401, 403, 409) },
      },
    },
    async (request, reply) => {
      const id = await createProject(
        db,
        request.body,
        requireStaff(request).id,
        audited(request, app.clock.now()),
      );
      const project = await projectOrNotFound(id);
      await dropCaches(
        id,
        project.customers.map((customer) => customer.id),
      );
      return reply.status(201).send(project);
    },
  );

  app.get(
    '/projects/designers',
    {
      schema: {
        tags,
        summary: "The staff a project's designer is chosen from",
        response: { 200: projectDesignerChoicesSchema, ...errorResponses(401, 403) },
      },
    },
    async () => designerChoices(db),
  );

  app.get(
    '/projects/:id',
    {
      schema: {
        tags,
        summary: 'A project with its customers and design versions',
        params: adminProjectParamsSchema,
        response: { 200: adminProjectSchema, ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request) => {
      return projectOrNotFound(request.params.id);
    },
  );

  app.put(
    '/projects/:id',
    {
      schema: {
        tags,
        summary:
          "Saves a project's name, status, customers and designer; a stale revision answers 409",
        params: adminProjectParamsSchema,
        body: updateProjectRequestSchema,
        response: { 200: adminProjectSchema, ...errorResponses(400, 401, 403, 404, 409) },
      },
    },
    async (request) => {
      const { id } = await projectOrNotFound(request.params.id);
      const touched = await updateProject(db, id, request.body, audited(request, app.clock.now()));
      await dropCaches(id, touched);
      return projectOrNotFound(id);
    },
  );

  app.put(
    '/projects/:id/active-design-version',
    {
      schema: {
        tags,
        summary:
          'Pins the design version customers see, with its newest estimate, while no estimate page is published',
        params: adminProjectParamsSchema,
        body: pinDesignVersionRequestSchema,
        response: { 200: adminProjectSchema, ...errorResponses(400, 401, 403, 404, 409) },
      },
    },
    async (request) => {
      return pin(request, request.params.id, request.body.designVersionId);
    },
  );

  app.delete(
    '/projects/:id/active-design-version',
    {
      schema: {
        tags,
        summary: 'Unpins: without a published estimate page, customers see no price',
        params: adminProjectParamsSchema,
        response: { 200: adminProjectSchema, ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request) => {
      return pin(request, request.params.id, null);
    },
  );

  app.post(
    '/projects/:id/customers/:userId/sign-in-link',
    {
      schema: {
        tags,
        summary: 'Mails one of the project’s customers a sign-in link (one a minute)',
        params: adminCustomerParamsSchema,
        response: { 202: signInLinkSentSchema, ...errorResponses(400, 401, 403, 404, 429) },
      },
    },
    async (request, reply) => {
      const project = await projectOrNotFound(request.params.id);
      const customer = await findProjectCustomer(db, project.id, request.params.userId);
      if (!customer) throw AppError.notFound('Customer');
      if (await linkSentRecently(app, customer.email)) {
        throw new AppError(
          errorCodes.tooManyRequests,
          'A sign-in link was just sent to this address. Wait a minute before sending another.',
          429,
        );
      }
      const base = linkBase(app, options.publicUrl, request);
      await sendSignInLink(app, base, {
        email: customer.email,
        returnTo: portalPaths.project(project.id),
      });
      return reply.status(202).send({ message: `Sign-in link sent to ${customer.email}` });
    },
  );
};

export default adminProjectRoutes;
