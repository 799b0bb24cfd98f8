import { auditPageSchema, auditFiltersSchema, auditQuerySchema } from '@corner/contracts';
import { Readable } from 'node:stream';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorResponses } from '../../lib/error-responses.js';
import { auditCsvHeader, auditCsvLine, csvLine } from './audit-csv.js';
import { auditBatches, auditPage } from './audit-repository.js';

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
