import { projectIdParamsSchema, viewEventRequestSchema } from '@corner/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorResponses } from '../../lib/error-responses.js';
import { accessedProject } from '../../plugins/access.js';
import { eventRecorder } from './record-event.js';
import { isVersionOfProject, latestEstimatePageId } from './view-events-repository.js';

/*
 * Views of a customer's estimate page, of its design versions, and presses of its RESERVE A
 * SPOT (PRODUCT.md 4). Customers record them on their own projects only (404 otherwise), like
 * every project call; staff's calls are answered and not stored (decision 42).
 */
const viewEventRoutes: FastifyPluginAsyncZod = async (app) => {
  const db = app.database.db;
  const record = eventRecorder(app);
  app.addHook('preHandler', app.access.project({ caller: 'signed-in' }));

  app.post(
    '/project/:id/estimate/events',
    {
      schema: {
        tags: ['estimates'],
        summary:
          'Records a view of the estimate page or of one of its versions, or a press of RESERVE A SPOT',
        params: projectIdParamsSchema,
        body: viewEventRequestSchema,
        response: { 204: z.null(), ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request, reply) => {
      const project = accessedProject(request);
      await record(request, request.body, {
        openKind: 'customer-estimate',
        page: 'customer-estimate',
        projectId: project.id,
        estimatePageId: () => latestEstimatePageId(db, project.id),
        showsVersion: (versionId) => isVersionOfProject(db, project.id, versionId),
      });
      return reply.status(204).send(null);
    },
  );
};

export default viewEventRoutes;
