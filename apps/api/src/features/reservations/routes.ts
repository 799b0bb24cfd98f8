import {
  errorCodes,
  estimateReservationsQuerySchema,
  estimateReservationsSchema,
  estimateViewParamsSchema,
  projectIdParamsSchema,
  requoteRequestAnswerSchema,
  requoteRequestBodySchema,
} from '@corner/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { AppError } from '../../lib/app-error.js';
import { errorResponses } from '../../lib/error-responses.js';
import { accessedProject } from '../../plugins/access.js';
import { estimateView } from '../estimate-views/estimate-view-repository.js';
import { unknownSlugLimiter } from '../estimate-views/unknown-slug-limit.js';
import { askForNewQuote } from './requote-request.js';
import { reservationExplainer, reservationStates } from './reservations-repository.js';

/*
 * Where an estimate page's estimates stand (decision 37.4): reserved, expired, replaced. A
 * call of its own beside the estimate, on both estimate pages; and the customer's 'Ask for a
 * new quote' on an expired one.
 */

export interface ReservationRoutesOptions {
  timeZone: string;
  publicUrl: string | undefined;
}

const reservationRoutes: FastifyPluginAsyncZod<ReservationRoutesOptions> = async (app, options) => {
  const db = app.database.db;
  const tags = ['estimates'];
  const answer = async (ids: string[], scope: Parameters<typeof reservationStates>[2]) => ({
    explainer: await reservationExplainer(db),
    estimates: await reservationStates(db, ids, scope, app.clock.now(), options.timeZone),
  });

  app.get(
    '/estimate-view/:slug/reservations',
    {
      schema: {
        tags,
        summary: "Reservation state of a published page's estimates: reserved, expired, replaced",
        params: estimateViewParamsSchema,
        querystring: estimateReservationsQuerySchema,
        response: { 200: estimateReservationsSchema, ...errorResponses(400, 404, 429) },
      },
    },
    async (request, reply) => {
      reply.header('x-robots-tag', 'noindex');
      const view = await estimateView(db, request.params.slug);
      if (!view) throw await unknownSlugLimiter(app).miss(request);
      return answer(request.query.ids, { batchId: view.batchId });
    },
  );

  app.get(
    '/project/:id/estimate/reservations',
    {
      preHandler: app.access.project({ caller: 'signed-in' }),
      schema: {
        tags,
        summary: "Reservation state of the project's estimates: reserved, expired, replaced",
        params: projectIdParamsSchema,
        querystring: estimateReservationsQuerySchema,
        response: { 200: estimateReservationsSchema, ...errorResponses(400, 401, 404) },
      },
    },
    async (request) => answer(request.query.ids, { projectId: accessedProject(request).id }),
  );

  app.post(
    '/project/:id/estimate/requote-requests',
    {
      preHandler: app.access.project({ caller: 'signed-in' }),
      schema: {
        tags,
        summary: "'Ask for a new quote' on an expired estimate (once per estimate a day)",
        params: projectIdParamsSchema,
        body: requoteRequestBodySchema,
        response: { 200: requoteRequestAnswerSchema, ...errorResponses(400, 401, 404, 409) },
      },
    },
    async (request) => {
      const project = accessedProject(request);
      const requestedAt = await askForNewQuote(app, {
        projectId: project.id,
        estimateId: request.body.estimateId,
        viewer: request.viewer!,
        timeZone: options.timeZone,
        publicUrl: options.publicUrl,
      });
      if (!requestedAt) {
        throw new AppError(errorCodes.conflict, 'This estimate has not expired yet', 409);
      }
      return { requestedAt: requestedAt.toISOString() };
    },
  );
};

export default reservationRoutes;
