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
import { AppError } from '../../../lib/app-error.js';
import { errorResponses } from '../../../lib/error-responses.js';
import { accessedProject } from '../../../plugins/access.js';
import { audited } from '../../audit/index.js';
import { unknownSlugLimiter } from '../views/unknown-slug-limit.js';
import { findEstimatePage } from '../../view-events/index.js';
import { askForNewQuote } from '../requotes/requote-request.js';
import {
  estimateIdsOfPageBatch,
  estimateIdsShownToCustomers,
} from '../../design-versions/index.js';
import {
  projectReservation,
  reservationExplainer,
  reservationStates,
} from './reservations-repository.js';

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
  /**
   * The asked estimates that the page shows (a published page's, else what the project's
   * customers are shown now), and the project's one reservation. RESERVE A SPOT is offered only
   * on what the project's customers are shown now (decision 50).
   */
  const answer = async (ids: string[], projectId: string, pageBatchId?: string) => {
    const [shownNow, reservation, explainer, pageShows] = await Promise.all([
      estimateIdsShownToCustomers(db, projectId),
      projectReservation(db, projectId),
      reservationExplainer(db),
      pageBatchId ? estimateIdsOfPageBatch(db, pageBatchId) : undefined,
    ]);
    const shownOnPage = pageShows ?? shownNow;
    const estimates = await reservationStates(db, ids, {
      shownOnPage,
      shownNow,
      reservation,
      now: app.clock.now(),
      timeZone: options.timeZone,
    });
    return { explainer, estimates, reservation };
  };

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
      // The params are a checked slug: the page's project and batch are all this needs.
      const page = await findEstimatePage(db, request.params.slug);
      if (!page) throw await unknownSlugLimiter(app).miss(request);
      return answer(request.query.ids, page.projectId, page.batchId);
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
    async (request) => answer(request.query.ids, accessedProject(request).id),
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
        audit: audited(request, app.clock.now()),
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
