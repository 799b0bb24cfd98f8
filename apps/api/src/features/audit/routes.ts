import {
  adminOnlyAuditKinds,
  adminProjectParamsSchema,
  auditFiltersSchema,
  auditPageSchema,
  auditQuerySchema,
  lastChangeQuerySchema,
  lastChangeSchema,
  projectHistoryQuerySchema,
} from '@corner/contracts';
import { Readable } from 'node:stream';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorResponses } from '../../lib/error-responses.js';
import { auditCsvHeader, auditCsvLine, csvLine } from './audit-csv.js';
import { requireAdmin } from '../auth/index.js';
import { auditBatches, auditPage, lastChange } from './audit-repository.js';

/* Reading the audit trail: admins only (issue 39, decision 66). */
export const auditRoutes: FastifyPluginAsyncZod = async (app) => {
  const tags = ['back office: audit trail'];
  app.addHook('preHandler', app.access.caller('admin'));
  const db = app.database.db;

  app.get(
    '/audit',
    {
      schema: {
        tags,
        summary: 'A page of the audit trail, newest first, by who, what and when',
        querystring: auditQuerySchema,
        response: { 200: auditPageSchema, ...errorResponses(400, 401, 403) },
      },
    },
    async (request) => auditPage(db, request.query),
  );

  app.get(
    '/audit/export.csv',
    {
      schema: {
        tags,
        summary: 'The audit trail chosen by the filters as CSV, streamed, newest first',
        querystring: auditFiltersSchema,
        response: {
          200: z.any().describe('text/csv, one line per change'),
          ...errorResponses(400, 401, 403),
        },
      },
    },
    async (request, reply) => {
      async function* lines() {
        yield csvLine(auditCsvHeader);
        for await (const events of auditBatches(db, request.query)) {
          yield events.map(auditCsvLine).join('');
        }
      }
      return reply
        .type('text/csv; charset=utf-8')
        .header('content-disposition', 'attachment; filename="audit-trail.csv"')
        .header('cache-control', 'no-store')
        .send(Readable.from(lines()));
    },
  );
};

/*
 * The trail where staff work (issue 39 point 2): a project's history on its back-office page,
 * and who last changed the thing a back-office page edits. Staff; the price list's, users' and
 * sign-ins' changes stay with admins.
 */
export const staffAuditRoutes: FastifyPluginAsyncZod = async (app) => {
  const tags = ['back office: audit trail'];
  app.addHook('preHandler', app.access.caller('staff'));
  const db = app.database.db;

  app.get(
    '/projects/:id/history',
    {
      schema: {
        tags,
        summary: "A page of a project's changes, newest first, by kind",
        params: adminProjectParamsSchema,
        querystring: projectHistoryQuerySchema,
        response: { 200: auditPageSchema, ...errorResponses(400, 401, 403, 404) },
      },
      preHandler: app.access.project({ caller: 'staff' }),
    },
    async (request) => auditPage(db, { ...request.query, projectId: request.params.id }),
  );

  app.get(
    '/last-change',
    {
      schema: {
        tags,
        summary: 'Who last changed one thing, and when; null when the trail holds no change',
        querystring: lastChangeQuerySchema,
        response: { 200: lastChangeSchema, ...errorResponses(400, 401, 403) },
      },
    },
    async (request) => {
      const { kind, id } = request.query;
      if (adminOnlyAuditKinds.includes(kind)) requireAdmin(request);
      return lastChange(db, kind, id);
    },
  );
};
