import {
  projectIdParamsSchema,
  requoteAnswerSchema,
  requoteParamsSchema,
  requoteRequestsSchema,
} from '@corner/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { AppError } from '../../../lib/app-error.js';
import { errorResponses } from '../../../lib/error-responses.js';
import { accessedProject } from '../../../plugins/access.js';
import { audited } from '../../audit/index.js';
import { isUuid } from '../../projects/index.js';
import { requote } from './requote.js';
import { openRequoteRequests } from './requotes-repository.js';

/* Staff's side of 'Ask for a new quote' (decision 37.7): the open requests and 'Re-quote'. */

type Row = Awaited<ReturnType<typeof openRequoteRequests>>[number];
const toRequest = (row: Row) => ({ ...row, requestedAt: row.requestedAt.toISOString() });

export const projectRequoteRoutes: FastifyPluginAsyncZod<{
  publicUrl: string | undefined;
}> = async (app, options) => {
  const db = app.database.db;
  const tags = ['batches'];
  app.addHook('preHandler', app.access.project({ caller: 'staff' }));

  app.get(
    '/project/:id/requote-requests',
    {
      schema: {
        tags,
        summary: "The project's open requests for a new quote",
        params: projectIdParamsSchema,
        response: { 200: requoteRequestsSchema, ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request) => (await openRequoteRequests(db, accessedProject(request).id)).map(toRequest),
  );

  app.post(
    '/project/:id/requote-requests/:requestId/requote',
    {
      schema: {
        tags,
        summary: 'Re-quote: a new batch priced today, published when the old one was',
        params: requoteParamsSchema,
        response: { 200: requoteAnswerSchema, ...errorResponses(400, 401, 403, 404, 409) },
      },
    },
    async (request) => {
      const project = accessedProject(request);
      if (!isUuid(request.params.requestId)) throw AppError.notFound('Re-quote request');
      return requote(
        app,
        project.id,
        request.params.requestId,
        options.publicUrl,
        audited(request, app.clock.now()),
      );
    },
  );
};

/** The back office's list: every open request, of every project. */
export const adminRequoteRoutes: FastifyPluginAsyncZod = async (app) => {
  app.addHook('preHandler', app.access.caller('staff'));
  app.get(
    '/requote-requests',
    {
      schema: {
        tags: ['admin'],
        summary: 'Every open request for a new quote',
        response: { 200: requoteRequestsSchema, ...errorResponses(401, 403) },
      },
    },
    async () => (await openRequoteRequests(app.database.db)).map(toRequest),
  );
};
