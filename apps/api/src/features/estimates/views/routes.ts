import {
  estimateViewParamsSchema,
  estimateViewResponseSchema,
  viewEventRequestSchema,
} from '@corner/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorResponses } from '../../../lib/error-responses.js';
import { eventRecorder, findEstimatePage, isVersionOfBatch } from '../../view-events/index.js';
import { estimatePageReads, sendPublished } from './estimate-page-reads.js';
import { unknownSlugLimiter } from './unknown-slug-limit.js';

/*
 * The public estimate page, /estimate/{slug}: no session needed (spec section 6), kept out
 * of search engines, and slow to guess (unknown-slug-limit.ts).
 */

const estimateViewRoutes: FastifyPluginAsyncZod = async (app) => {
  const db = app.database.db;
  const limiter = unknownSlugLimiter(app);
  const record = eventRecorder(app);

  app.addHook('onRequest', (_request, reply, done) => {
    reply.header('x-robots-tag', 'noindex');
    done();
  });

  app.get(
    '/estimate-view/:slug',
    {
      schema: {
        tags: ['estimates'],
        summary: 'A published estimate page: every estimated design version of its batch',
        params: estimateViewParamsSchema,
        response: { 200: estimateViewResponseSchema, ...errorResponses(400, 404, 429) },
      },
    },
    async (request, reply) => {
      const answer = await estimatePageReads(app, request).view(request.params.slug);
      return sendPublished(request, reply, answer);
    },
  );

  app.post(
    '/estimate-view/:slug/events',
    {
      schema: {
        tags: ['estimates'],
        summary:
          'Records a view of a published estimate page or of one of its versions, or a press of RESERVE A SPOT',
        params: estimateViewParamsSchema,
        body: viewEventRequestSchema,
        response: { 204: z.null(), ...errorResponses(400, 404, 429) },
      },
    },
    async (request, reply) => {
      const page = await findEstimatePage(db, request.params.slug);
      if (!page) throw await limiter.miss(request);
      await record(request, request.body, {
        openKind: 'estimate-page',
        page: `estimate-page:${page.id}`,
        projectId: page.projectId,
        estimatePageId: () => Promise.resolve(page.id),
        showsVersion: (versionId) => isVersionOfBatch(db, page.batchId, versionId),
      });
      return reply.status(204).send(null);
    },
  );
};

export default estimateViewRoutes;
