import { paymentsDueSchema, type PaymentDue } from '@corner/contracts';
import { inArray } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { projects } from '../../../db/schema.js';
import { errorResponses } from '../../../lib/error-responses.js';
import { openPayments } from './open-payments.js';

/* Staff's list of payments due and overdue across projects (issue 38, decision 64), under /admin. */
export const paymentsDueRoutes: FastifyPluginAsyncZod<{ timeZone: string }> = async (
  app,
  options,
) => {
  app.addHook('preHandler', app.access.caller('staff'));

  app.get(
    '/payments-due',
    {
      schema: {
        tags: ['payments'],
        summary: 'Every payment of a schedule due or overdue now, across projects, soonest first',
        response: { 200: paymentsDueSchema, ...errorResponses(401, 403) },
      },
    },
    async () => {
      const open = await openPayments(app, options.timeZone);
      const ids = [...new Set(open.map((each) => each.projectId))];
      const names = new Map(
        ids.length === 0
          ? []
          : (
              await app.database.db
                .select({ id: projects.id, name: projects.name })
                .from(projects)
                .where(inArray(projects.id, ids))
            ).map((row) => [row.id, row.name]),
      );
      return open.flatMap(({ projectId, schedule, payment }): PaymentDue[] =>
        schedule.currency && payment.amount !== null && payment.payBy && payment.reference
          ? [
              {
                projectId,
                projectName: names.get(projectId) ?? '',
                paymentId: payment.id,
                label: payment.label,
                amount: payment.amount,
                currency: schedule.currency,
                payBy: payment.payBy,
                state: payment.state,
                reference: payment.reference,
              },
            ]
          : [],
      );
    },
  );
};
