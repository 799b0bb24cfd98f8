import {
  paymentCheckoutSchema,
  paymentScheduleRequestSchema,
  paymentScheduleSchema,
  projectIdParamsSchema,
  scheduledPaymentParamsSchema,
  scheduleTexts,
} from '@corner/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { AppError } from '../../../lib/app-error.js';
import { errorResponses } from '../../../lib/error-responses.js';
import { accessedProject } from '../../../plugins/access.js';
import { audited } from '../../audit/index.js';
import { requireViewer } from '../../auth/index.js';
import { paymentCheckout, type CheckoutOptions } from './payment-checkout.js';
import { replaceSchedule, scheduleFacts } from './schedule-repository.js';
import { scheduleOn } from './schedule-states.js';

/* A project's payment schedule (issue 38, decision 63). */

export const paymentScheduleRoutes: FastifyPluginAsyncZod<CheckoutOptions> = async (
  app,
  options,
) => {
  const db = app.database.db;
  const tags = ['payments'];
  const member = app.access.project({ caller: 'signed-in' });
  const staff = app.access.project({ caller: 'staff' });
  const scheduleOf = async (projectId: string) =>
    scheduleOn(await scheduleFacts(db, projectId, app.clock.now(), options.timeZone));

  app.get(
    '/project/:id/payment-schedule',
    {
      preHandler: member,
      schema: {
        tags,
        summary:
          "The project's payments: each one's amount for the accepted total, when it is due and its state",
        params: projectIdParamsSchema,
        response: { 200: paymentScheduleSchema, ...errorResponses(400, 401, 404) },
      },
    },
    async (request) => scheduleOf(accessedProject(request).id),
  );

  app.put(
    '/project/:id/payment-schedule',
    {
      preHandler: staff,
      schema: {
        tags,
        summary: "Staff set the project's own schedule (until a payment of it is paid)",
        params: projectIdParamsSchema,
        body: paymentScheduleRequestSchema,
        response: { 200: paymentScheduleSchema, ...errorResponses(400, 401, 403, 404, 409) },
      },
    },
    async (request) => {
      const project = accessedProject(request);
      const projectId = project.id;
      // With an accepted total the amounts must work out before anything is stored.
      const facts = await scheduleFacts(db, projectId, app.clock.now(), options.timeZone);
      const tried = scheduleOn({
        ...facts,
        payments: request.body.payments.map((plan) => ({
          ...plan,
          id: null,
          reference: null,
          paid: null,
          refundedAt: null,
        })),
      });
      if (tried.problem) throw AppError.badRequest(tried.problem);
      const audit = audited(request, app.clock.now());
      const worked = { before: scheduleOn(facts), after: tried };
      if (!(await replaceSchedule(db, project, request.body, audit, worked))) {
        throw AppError.conflict(scheduleTexts.locked);
      }
      return scheduleOf(projectId);
    },
  );

  app.post(
    '/project/:id/payment-schedule/:paymentId/checkout',
    {
      preHandler: member,
      schema: {
        tags,
        summary:
          "A customer of the project pays the schedule's next payment: where the browser goes to pay it",
        params: scheduledPaymentParamsSchema,
        response: { 200: paymentCheckoutSchema, ...errorResponses(400, 401, 403, 404, 409) },
      },
    },
    async (request) => {
      const project = accessedProject(request);
      const url = await paymentCheckout(app, options, {
        projectId: project.id,
        projectName: project.name,
        paymentId: request.params.paymentId,
        viewer: requireViewer(request),
      });
      return { url };
    },
  );
};
