import {
  paymentIssueParamsSchema,
  paymentIssuesQuerySchema,
  paymentIssuesSchema,
} from '@corner/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorResponses } from '../../../lib/error-responses.js';
import { audited } from '../../audit/index.js';
import {
  applyPaymentIssue,
  listPaymentIssues,
  markPaymentIssueRefunded,
} from './payment-issues.js';

/* Payments needing attention (decision 50), staff only, under /admin. */
export const paymentIssueRoutes: FastifyPluginAsyncZod<{ publicUrl: string | undefined }> = async (
  app,
  options,
) => {
  const tags = ['payments'];
  app.addHook('preHandler', app.access.caller('staff'));

  app.get(
    '/payment-issues',
    {
      schema: {
        tags,
        summary: 'Payments that did not reserve a spot by themselves: open ones, or all',
        querystring: paymentIssuesQuerySchema,
        response: { 200: paymentIssuesSchema, ...errorResponses(400, 401, 403) },
      },
    },
    async (request) => listPaymentIssues(app.database.db, request.query.state),
  );

  app.post(
    '/payment-issues/:id/apply',
    {
      schema: {
        tags,
        summary: 'Apply a kept payment by hand: it reserves the spot on the estimate it names',
        params: paymentIssueParamsSchema,
        response: { 204: z.null(), ...errorResponses(400, 401, 403, 404, 409) },
      },
    },
    async (request, reply) => {
      const audit = audited(request, app.clock.now());
      await applyPaymentIssue(app, options.publicUrl, request.params.id, audit);
      return reply.status(204).send(null);
    },
  );

  app.post(
    '/payment-issues/:id/refunded',
    {
      schema: {
        tags,
        summary: 'Mark a kept payment refunded, once it is refunded at the payment provider',
        params: paymentIssueParamsSchema,
        response: { 204: z.null(), ...errorResponses(400, 401, 403, 404, 409) },
      },
    },
    async (request, reply) => {
      await markPaymentIssueRefunded(app, request.params.id, audited(request, app.clock.now()));
      return reply.status(204).send(null);
    },
  );
};
