import {
  customerEstimateSchema,
  designVersionParamsSchema,
  designVersionSchema,
  designVersionsResponseSchema,
  projectIdParamsSchema,
} from '@corner/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { readModels } from '../../cache/read-models.js';
import { AppError } from '../../lib/app-error.js';
import { errorResponses } from '../../lib/error-responses.js';
import { encodeJson, sendJson } from '../../lib/json-answer.js';
import { accessedProject } from '../../plugins/access.js';
import { requireViewer } from '../auth/index.js';
import { customerEstimate } from './customer-estimate.js';
import { findDesignVersion, listDesignVersions } from './design-versions-repository.js';
import { audienceOf, estimatesFor } from './shown-to-customers.js';

/*
 * Design versions of a project (spec section 7); customers reach only their own projects, and
 * see a version's estimate only when it is the one customers are shown (decision 48).
 */
const encodeVersions = encodeJson(designVersionsResponseSchema);
const encodeCustomerEstimate = encodeJson(customerEstimateSchema);

const designVersionRoutes: FastifyPluginAsyncZod = async (app) => {
  const tags = ['design versions'];
  const db = app.database.db;
  app.addHook('preHandler', app.access.project({ caller: 'signed-in' }));

  app.get(
    '/project/:id/design-versions',
    {
      schema: {
        tags,
        summary: "A project's design versions, newest first, with their latest estimate",
        params: projectIdParamsSchema,
        response: { 200: designVersionsResponseSchema, ...errorResponses(400, 401, 404) },
      },
    },
    async (request, reply) => {
      const project = accessedProject(request);
      const viewer = requireViewer(request);
      const model = readModels.designVersions(project.id, audienceOf(viewer));
      const answer = await app.cache.rememberAnswer(
        model,
        async () => listDesignVersions(db, project.id, await estimatesFor(db, viewer, project.id)),
        encodeVersions,
      );
      return sendJson(request, reply, answer!, model.key);
    },
  );

  app.get(
    '/project/:id/design-versions/:versionId',
    {
      schema: {
        tags,
        summary: 'One design version',
        params: designVersionParamsSchema,
        response: { 200: designVersionSchema, ...errorResponses(400, 401, 404) },
      },
    },
    async (request) => {
      const project = accessedProject(request);
      const viewer = requireViewer(request);
      const { versionId } = request.params;
      const version = await app.cache.remember(
        readModels.designVersion(project.id, versionId, audienceOf(viewer)),
        async () =>
          findDesignVersion(db, project.id, versionId, await estimatesFor(db, viewer, project.id)),
      );
      if (!version) throw AppError.notFound('Design version');
      return version;
    },
  );

  app.get(
    '/project/:id/estimate',
    {
      schema: {
        tags,
        summary: "The customer's estimate: the latest estimate page, else the active version",
        params: projectIdParamsSchema,
        response: { 200: customerEstimateSchema, ...errorResponses(400, 401, 404) },
      },
    },
    async (request, reply) => {
      const project = accessedProject(request);
      const model = readModels.customerEstimate(project.id);
      const answer = await app.cache.rememberAnswer(
        model,
        () => customerEstimate(db, project),
        encodeCustomerEstimate,
      );
      return sendJson(request, reply, answer!, model.key);
    },
  );
};

export default designVersionRoutes;
