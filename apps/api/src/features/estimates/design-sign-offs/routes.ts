import {
  approveDesignBodySchema,
  askForChangesBodySchema,
  designSignOffSchema,
  projectIdParamsSchema,
  projectSignOffsSchema,
  requestSignOffBodySchema,
  signOffCheckSchema,
  signOffParamsSchema,
  signOffRecordParamsSchema,
  withdrawSignOffBodySchema,
  type SignatureSetting,
} from '@corner/contracts';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { AppError } from '../../../lib/app-error.js';
import { errorResponses } from '../../../lib/error-responses.js';
import { sendPdfDownload } from '../../../lib/pdf-reply.js';
import { accessedProject } from '../../../plugins/access.js';
import { audited } from '../../audit/index.js';
import { requireViewer } from '../../auth/index.js';
import { isUuid } from '../../projects/index.js';
import { termsInSlot } from '../acceptances/acceptances-repository.js';
import { unknownSlugLimiter } from '../views/unknown-slug-limit.js';
import { approveDesign } from './approve-design.js';
import { askForChanges } from './ask-for-changes.js';
import { checkSignOffRecord } from './check-sign-off.js';
import { requestSignOff } from './request-sign-off.js';
import { findSignOff, projectSignOffs } from './sign-offs-repository.js';
import { withdrawSignOff } from './withdraw-sign-off.js';

/* Design sign-off: asking, approving, asking for changes, withdrawing, the record (decision 65). */

const tags = ['design sign-off'];
const answersPerMinute = 10;

export const designSignOffRoutes: FastifyPluginAsyncZod<{
  publicUrl: string | undefined;
  timeZone: string;
  signature: SignatureSetting;
}> = async (app, options) => {
  const db = app.database.db;
  const member = app.access.project({ caller: 'signed-in' });
  const staff = app.access.project({ caller: 'staff' });
  const answerLimit = {
    name: 'design-sign-offs',
    max: answersPerMinute,
    windowMs: 60_000,
    message: 'You have answered many times in a minute: wait a moment and try again',
  };
  const limited = async (request: FastifyRequest) =>
    app.rateLimits.enforce(answerLimit, requireViewer(request).id);

  app.get(
    '/project/:id/design-sign-offs',
    {
      preHandler: member,
      schema: {
        tags,
        summary:
          "The project's design sign-off (waiting, approved or answered with changes) and earlier ones, with the terms a customer signs off under",
        params: projectIdParamsSchema,
        response: { 200: projectSignOffsSchema, ...errorResponses(400, 401, 404) },
      },
    },
    async (request) => {
      const [all, terms] = await Promise.all([
        projectSignOffs(db, accessedProject(request).id, requireViewer(request)),
        termsInSlot(db, 'sign-off-terms'),
      ]);
      const isCurrent = (state: string) => state !== 'superseded' && state !== 'withdrawn';
      const current = all.find((signOff) => isCurrent(signOff.state)) ?? null;
      return {
        current,
        earlier: all.filter((signOff) => signOff !== current),
        terms,
        signature: options.signature,
      };
    },
  );

  app.post(
    '/project/:id/design-sign-offs',
    {
      preHandler: staff,
      schema: {
        tags,
        summary:
          'Staff mark a design version ready for sign-off with its drawings: a thread message carries them to the customers; a request still waiting is replaced',
        params: projectIdParamsSchema,
        body: requestSignOffBodySchema,
        response: { 201: designSignOffSchema, ...errorResponses(400, 401, 403, 404, 409) },
      },
    },
    async (request, reply) => {
      const project = accessedProject(request);
      const signOff = await requestSignOff(
        app,
        project,
        requireViewer(request),
        request.body,
        audited(request, app.clock.now()),
      );
      return reply.status(201).send(signOff);
    },
  );

  app.post(
    '/project/:id/design-sign-offs/:signOffId/approve',
    {
      preHandler: [member, limited],
      schema: {
        tags,
        summary:
          'A customer of the project signs off the design waiting for it, under the terms they read: the PDF record is made, stored and mailed',
        params: signOffParamsSchema,
        body: approveDesignBodySchema,
        response: { 200: designSignOffSchema, ...errorResponses(400, 401, 403, 404, 409, 429) },
      },
    },
    async (request) =>
      approveDesign(app, {
        projectId: accessedProject(request).id,
        signOffId: request.params.signOffId,
        viewer: requireViewer(request),
        body: request.body,
        clientAddress: request.ip,
        userAgent: (request.headers['user-agent'] ?? '').slice(0, 500),
        publicUrl: options.publicUrl,
        timeZone: options.timeZone,
        signatureSetting: options.signature,
        audit: audited(request, app.clock.now()),
      }),
  );

  app.post(
    '/project/:id/design-sign-offs/:signOffId/ask-for-changes',
    {
      preHandler: [member, limited],
      schema: {
        tags,
        summary:
          "A customer of the project asks for changes to the design waiting for sign-off: their words go to the project's thread",
        params: signOffParamsSchema,
        body: askForChangesBodySchema,
        response: { 200: designSignOffSchema, ...errorResponses(400, 401, 403, 404, 409, 429) },
      },
    },
    async (request) =>
      askForChanges(
        app,
        accessedProject(request),
        requireViewer(request),
        request.params.signOffId,
        request.body,
        audited(request, app.clock.now()),
      ),
  );

  app.post(
    '/project/:id/design-sign-offs/:signOffId/withdraw',
    {
      preHandler: staff,
      schema: {
        tags,
        summary:
          'Staff withdraw a design sign-off with a reason, kept with the record and mailed to the customers and the designer',
        params: signOffParamsSchema,
        body: withdrawSignOffBodySchema,
        response: { 200: designSignOffSchema, ...errorResponses(400, 401, 403, 404, 409) },
      },
    },
    async (request) =>
      withdrawSignOff(app, {
        projectId: accessedProject(request).id,
        signOffId: request.params.signOffId,
        viewer: requireViewer(request),
        body: request.body,
        publicUrl: options.publicUrl,
        audit: audited(request, app.clock.now()),
      }),
  );

  app.get(
    '/project/:id/design-sign-offs/:signOffId/record',
    {
      preHandler: member,
      schema: {
        tags,
        summary: 'The PDF sign-off record, as made when the customer signed the design off',
        params: signOffParamsSchema,
        response: {
          200: z.any().describe('The PDF record (application/pdf), as an attachment'),
          ...errorResponses(400, 401, 404, 503),
        },
      },
    },
    async (request, reply) => {
      const project = accessedProject(request);
      const record = await findSignOff(db, request.params.signOffId, project.id);
      const file = record?.recordKey ? await app.images.files.get(record.recordKey) : null;
      if (!record || !file || 'notModified' in file) throw AppError.notFound('Sign-off record');
      return sendPdfDownload(reply, file, `design-sign-off-${record.id.slice(0, 8)}.pdf`);
    },
  );

  app.get(
    '/sign-off-records/:signOffId',
    {
      schema: {
        tags,
        summary:
          'Anyone with the address checks a design sign-off record: whether the design, its drawings and the terms still read as they were signed off, with the hashes',
        params: signOffRecordParamsSchema,
        response: { 200: signOffCheckSchema, ...errorResponses(400, 404, 429) },
      },
    },
    async (request, reply) => {
      reply.header('x-robots-tag', 'noindex').header('cache-control', 'no-store');
      const check = await checkSignOffRecord(db, app.images.files, request.params.signOffId);
      if (check) return check;
      // Guessing is slowed as for estimate pages; an id that cannot exist tells nothing.
      if (isUuid(request.params.signOffId)) await unknownSlugLimiter(app).miss(request);
      throw AppError.notFound('Sign-off record');
    },
  );
};
