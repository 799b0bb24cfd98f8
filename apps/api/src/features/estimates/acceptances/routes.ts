import {
  acceptanceCheckSchema,
  acceptanceParamsSchema,
  acceptanceRecordParamsSchema,
  acceptanceSchema,
  acceptEstimateRequestSchema,
  projectAcceptancesSchema,
  projectIdParamsSchema,
  withdrawAcceptanceRequestSchema,
  type SignatureSetting,
} from '@corner/contracts';
import { eq } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { estimates } from '../../../db/schema.js';
import { AppError } from '../../../lib/app-error.js';
import { errorResponses } from '../../../lib/error-responses.js';
import { sendPdfDownload } from '../../../lib/pdf-reply.js';
import { accessedProject } from '../../../plugins/access.js';
import { audited } from '../../audit/index.js';
import { requireViewer } from '../../auth/index.js';
import { unknownSlugLimiter } from '../views/unknown-slug-limit.js';
import { acceptEstimate } from './accept-estimate.js';
import { acceptanceTerms, findAcceptance, projectAcceptances } from './acceptances-repository.js';
import { checkAcceptanceRecord } from './check-record.js';
import { withdrawAcceptance } from './withdraw-acceptance.js';

/* Accepting an estimate, its record, withdrawing it and checking it (issue 38, decision 62). */

const tags = ['estimates'];
const acceptsPerMinute = 10;

export const acceptanceRoutes: FastifyPluginAsyncZod<{
  publicUrl: string | undefined;
  timeZone: string;
  signature: SignatureSetting;
}> = async (app, options) => {
  const db = app.database.db;
  const member = app.access.project({ caller: 'signed-in' });
  const staff = app.access.project({ caller: 'staff' });
  const acceptLimit = {
    name: 'acceptances',
    max: acceptsPerMinute,
    windowMs: 60_000,
    message: 'You have tried to accept many times in a minute: wait a moment and try again',
  };

  app.get(
    '/project/:id/acceptances',
    {
      preHandler: member,
      schema: {
        tags,
        summary:
          "The project's accepted estimate (one at a time) and withdrawn acceptances, with the terms a customer accepts and whether a drawn signature is required",
        params: projectIdParamsSchema,
        response: { 200: projectAcceptancesSchema, ...errorResponses(400, 401, 404) },
      },
    },
    async (request) => {
      const [all, terms] = await Promise.all([
        projectAcceptances(db, accessedProject(request).id),
        acceptanceTerms(db),
      ]);
      return {
        current: all.find((acceptance) => acceptance.withdrawn === null) ?? null,
        withdrawn: all.filter((acceptance) => acceptance.withdrawn !== null),
        terms,
        signature: options.signature,
      };
    },
  );

  app.post(
    '/project/:id/acceptances',
    {
      preHandler: [
        member,
        async (request: FastifyRequest) =>
          app.rateLimits.enforce(acceptLimit, requireViewer(request).id),
      ],
      schema: {
        tags,
        summary:
          'A customer of the project accepts an estimate they are shown, under the terms they read: the PDF record is made, stored and mailed; the estimate is locked',
        params: projectIdParamsSchema,
        body: acceptEstimateRequestSchema,
        response: { 201: acceptanceSchema, ...errorResponses(400, 401, 403, 404, 409, 429) },
      },
    },
    async (request, reply) => {
      const accepted = await acceptEstimate(app, {
        projectId: accessedProject(request).id,
        viewer: requireViewer(request),
        body: request.body,
        clientAddress: request.ip,
        userAgent: (request.headers['user-agent'] ?? '').slice(0, 500),
        publicUrl: options.publicUrl,
        timeZone: options.timeZone,
        signatureSetting: options.signature,
        audit: audited(request, app.clock.now()),
      });
      return reply.status(201).send(accepted);
    },
  );

  app.get(
    '/project/:id/acceptances/:acceptanceId/record',
    {
      preHandler: member,
      schema: {
        tags,
        summary: 'The PDF acceptance record, as made when the customer accepted',
        params: acceptanceParamsSchema,
        response: {
          200: z.any().describe('The PDF record (application/pdf), as an attachment'),
          ...errorResponses(400, 401, 404, 503),
        },
      },
    },
    async (request, reply) => {
      const record = await findAcceptance(
        db,
        request.params.acceptanceId,
        accessedProject(request).id,
      );
      if (!record) throw AppError.notFound('Acceptance');
      const [file, [estimate]] = await Promise.all([
        app.images.files.get(record.recordKey),
        db
          .select({ reference: estimates.reference })
          .from(estimates)
          .where(eq(estimates.id, record.estimateId)),
      ]);
      if (!file || 'notModified' in file) throw AppError.notFound('Acceptance record');
      const name = `acceptance-${estimate?.reference ?? record.id}.pdf`;
      return sendPdfDownload(reply, file, name);
    },
  );

  app.post(
    '/project/:id/acceptances/:acceptanceId/withdraw',
    {
      preHandler: staff,
      schema: {
        tags,
        summary:
          'Staff withdraw an acceptance with a reason, kept with the record and mailed to the customers and the designer: the estimate is no longer locked',
        params: acceptanceParamsSchema,
        body: withdrawAcceptanceRequestSchema,
        response: { 200: acceptanceSchema, ...errorResponses(400, 401, 403, 404, 409) },
      },
    },
    async (request) =>
      withdrawAcceptance(app, {
        projectId: accessedProject(request).id,
        acceptanceId: request.params.acceptanceId,
        viewer: requireViewer(request),
        body: request.body,
        publicUrl: options.publicUrl,
        audit: audited(request, app.clock.now()),
      }),
  );

  app.get(
    '/acceptance-records/:acceptanceId',
    {
      schema: {
        tags,
        summary:
          'Anyone with the address checks an acceptance record: whether the estimate and the terms still read as they were accepted, with the hashes',
        params: acceptanceRecordParamsSchema,
        response: { 200: acceptanceCheckSchema, ...errorResponses(400, 404, 429) },
      },
    },
    async (request, reply) => {
      reply.header('x-robots-tag', 'noindex').header('cache-control', 'no-store');
      const check = await checkAcceptanceRecord(db, request.params.acceptanceId);
      if (check) return check;
      await unknownSlugLimiter(app).miss(request);
      throw AppError.notFound('Acceptance record');
    },
  );
};
