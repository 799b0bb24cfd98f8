import {
  estimatePageParamsSchema,
  estimatePageStatisticsSchema,
  projectIdParamsSchema,
  sendToCustomerResponseSchema,
  viewStatisticsSchema,
} from '@corner/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { AppError } from '../../lib/app-error.js';
import { errorResponses } from '../../lib/error-responses.js';
import { accessedProject } from '../../plugins/access.js';
import { audited } from '../audit/index.js';
import { isUuid } from '../projects/index.js';
import { customerEmails } from '../estimates/index.js';
import { mailEstimatePage, pageOfProject } from './estimate-page-mail.js';
import { viewStatistics } from './view-statistics-repository.js';

/** A customer's inbox is not a designer's retry button: a page's mail at most 5 times an hour. */
export const sendsPerHour = 5;
const sendLimit = {
  name: 'send-to-customer',
  max: sendsPerHour,
  windowMs: 3_600_000,
  message: `This page's link has been sent ${sendsPerHour} times in the last hour: try again later`,
};

export interface ViewStatisticsRouteOptions {
  publicUrl: string | undefined;
  timeZone: string;
}

/*
 * Who opened what, and the customer told (issue 25, decision 42): staff only, on the project
 * the path names (403 for customers, even their own project's).
 */
const viewStatisticsRoutes: FastifyPluginAsyncZod<ViewStatisticsRouteOptions> = async (
  app,
  options,
) => {
  const tags = ['estimates'];
  const db = app.database.db;
  app.addHook('preHandler', app.access.project({ caller: 'staff' }));

  async function requirePage(projectId: string, pageId: string) {
    const page = isUuid(pageId) ? await pageOfProject(db, projectId, pageId) : null;
    if (!page) throw AppError.notFound('Estimate page');
    return page;
  }

  app.get(
    '/project/:id/estimate-pages/:pageId/statistics',
    {
      schema: {
        tags,
        summary: "Opens, versions seen and RESERVE A SPOT presses of the project's estimate page",
        params: estimatePageParamsSchema,
        response: { 200: estimatePageStatisticsSchema, ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request) => {
      const project = accessedProject(request);
      const page = await requirePage(project.id, request.params.pageId);
      const [statistics, emails] = await Promise.all([
        viewStatistics(db, { estimatePageId: page.id }, app.clock.now(), options.timeZone),
        customerEmails(db, project.id),
      ]);
      return {
        ...statistics,
        customerEmails: emails,
        estimatePageId: page.id,
        lastSentAt: page.lastSentAt?.toISOString() ?? null,
      };
    },
  );

  app.post(
    '/project/:id/estimate-pages/:pageId/send-to-customer',
    {
      schema: {
        tags,
        summary: "Mails the project's customers the estimate page's link again",
        params: estimatePageParamsSchema,
        response: {
          200: sendToCustomerResponseSchema,
          ...errorResponses(400, 401, 403, 404, 409, 429),
        },
      },
    },
    async (request) => {
      const project = accessedProject(request);
      const page = await requirePage(project.id, request.params.pageId);
      await app.rateLimits.enforce(sendLimit, page.id);
      const audit = audited(request, app.clock.now());
      return db.transaction((tx) =>
        mailEstimatePage(app, tx, options.publicUrl, project.id, page.id, audit),
      );
    },
  );

  app.get(
    '/project/:id/view-statistics',
    {
      schema: {
        tags,
        summary: "Opens, versions seen and RESERVE A SPOT presses of all the project's estimates",
        params: projectIdParamsSchema,
        response: { 200: viewStatisticsSchema, ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request) => {
      const project = accessedProject(request);
      const [statistics, emails] = await Promise.all([
        viewStatistics(db, { projectId: project.id }, app.clock.now(), options.timeZone),
        customerEmails(db, project.id),
      ]);
      return { ...statistics, customerEmails: emails };
    },
  );
};

export default viewStatisticsRoutes;
