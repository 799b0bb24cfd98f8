import {
  estimateBreakdownsResponseSchema,
  estimateViewParamsSchema,
  projectIdParamsSchema,
} from '@corner/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { readModels } from '../../../cache/read-models.js';
import { errorResponses } from '../../../lib/error-responses.js';
import { encodeJson, sendJson } from '../../../lib/json-answer.js';
import { accessedProject } from '../../../plugins/access.js';
import { customerEstimate } from '../../design-versions/index.js';
import { estimatePageReads, sendPublished } from '../views/estimate-page-reads.js';
import { estimateBreakdowns } from './estimate-breakdown-repository.js';

/*
 * The breakdown of the estimates an estimate page shows (issue 23, decision 34): allowed to
 * exactly whom the page is, answered for exactly the estimates the page shows (the page's own
 * read functions pick them), in the page's order.
 */
const encodeBreakdowns = encodeJson(estimateBreakdownsResponseSchema);
const tags = ['estimates'];

const estimateBreakdownRoutes: FastifyPluginAsyncZod = async (app) => {
  const db = app.database.db;

  app.get(
    '/estimate-view/:slug/breakdown',
    {
      schema: {
        tags,
        summary:
          "A published estimate page's lines, price drivers and included text, from each estimate's frozen snapshot, in the page's order",
        params: estimateViewParamsSchema,
        response: { 200: estimateBreakdownsResponseSchema, ...errorResponses(400, 404, 429) },
      },
      // Public like the page itself, and kept out of search engines the same way.
      onRequest: async (_request, reply) => {
        reply.header('x-robots-tag', 'noindex');
      },
    },
    async (request, reply) => {
      const answer = await estimatePageReads(app, request).breakdown(request.params.slug);
      return sendPublished(request, reply, answer);
    },
  );

  app.get(
    '/project/:id/estimate/breakdown',
    {
      schema: {
        tags,
        summary:
          "The customer's estimate page's lines, price drivers and included text, from each estimate's frozen snapshot, in the page's order",
        params: projectIdParamsSchema,
        response: { 200: estimateBreakdownsResponseSchema, ...errorResponses(400, 401, 404) },
      },
      // Whom GET /project/{id}/estimate allows: the project's customers and staff.
      preHandler: app.access.project({ caller: 'signed-in' }),
    },
    async (request, reply) => {
      const project = accessedProject(request);
      const model = readModels.customerEstimateBreakdown(project.id);
      const answer = await app.cache.rememberAnswer(
        model,
        async () => {
          const page = await customerEstimate(db, project);
          const shown = page.designVersions.flatMap((version) =>
            version.estimate
              ? [{ estimateId: version.estimate.id, designVersionId: version.id }]
              : [],
          );
          return estimateBreakdowns(db, shown, request.log);
        },
        encodeBreakdowns,
      );
      return sendJson(request, reply, answer!, model.key);
    },
  );
};

export default estimateBreakdownRoutes;
