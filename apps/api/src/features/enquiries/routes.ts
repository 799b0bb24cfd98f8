import {
  convertEnquiryRequestSchema,
  enquiryAcceptedMessage,
  enquiryAcceptedSchema,
  enquiryConvertedSchema,
  enquiryListQuerySchema,
  enquiryListSchema,
  enquiryParamsSchema,
  enquiryRequestSchema,
  enquirySchema,
  enquiryStatusChangeSchema,
} from '@corner/contracts';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { AppError } from '../../lib/app-error.js';
import { audited } from '../audit/index.js';
import { linkBase } from '../auth/index.js';
import { errorResponses } from '../../lib/error-responses.js';
import { callerAddress } from '../../rate-limits/caller-address.js';
import type { EnforcedLimit } from '../../rate-limits/rate-limits.js';
import { changeEnquiryStatus, convertEnquiry } from './convert-enquiry.js';
import { findEnquiry, listEnquiries } from './enquiries-repository.js';
import { isSpam, sendEnquiry } from './send-enquiry.js';

/*
 * Enquiries (issue 26, decision 40; the calls are listed in contracts/enquiries.ts): a public
 * POST for visitors without an account, and the back office's list, status and conversion.
 */

const hour = 60 * 60_000;

/**
 * The mailbox an address reaches, as the per-e-mail limit counts it: `V+1@x` and `v+2@x` land
 * in one inbox, so a `+tag` in the local part and the case count as one address.
 */
export function mailboxOf(email: string): string {
  const at = email.lastIndexOf('@');
  const local = email.slice(0, at).split('+')[0] ?? '';
  return `${local}${email.slice(at)}`.toLowerCase();
}

/** Per address and per e-mail, with Redis shared by every instance (decision 31). */
export const enquiryLimits: (EnforcedLimit & { subject: (request: FastifyRequest) => string })[] = [
  {
    name: 'enquiry-ip',
    subject: callerAddress,
    max: 10,
    windowMs: hour,
    message: 'Too many enquiries from your network. Try again in an hour.',
  },
  {
    name: 'enquiry-email',
    // After validation: the trimmed address, counted by its mailbox.
    subject: (request) => mailboxOf((request.body as { email: string }).email),
    max: 3,
    windowMs: hour,
    message: 'Too many enquiries for this e-mail address. Try again in an hour.',
  },
];

export interface EnquiryRoutesOptions {
  publicUrl: string | undefined;
}

export const publicEnquiryRoutes: FastifyPluginAsyncZod<EnquiryRoutesOptions> = async (
  app,
  options,
) => {
  app.post(
    '/enquiries',
    {
      preHandler: async (request) => {
        for (const limit of enquiryLimits) {
          await app.rateLimits.enforce(limit, limit.subject(request));
        }
      },
      schema: {
        tags: ['enquiries'],
        summary: 'An enquiry from a visitor without an account (10 an hour per address)',
        body: enquiryRequestSchema,
        response: { 202: enquiryAcceptedSchema, ...errorResponses(400, 429) },
      },
    },
    async (request, reply) => {
      // A filled honeypot gets the same answer, and nothing is kept or mailed (decision 40.2).
      if (isSpam(request.body)) {
        request.log.info('enquiry honeypot filled: nothing kept');
      } else {
        await sendEnquiry(app, options.publicUrl, request.body);
      }
      return reply.status(202).send({ message: enquiryAcceptedMessage });
    },
  );
};

export const adminEnquiryRoutes: FastifyPluginAsyncZod<EnquiryRoutesOptions> = async (
  app,
  options,
) => {
  const tags = ['back office: enquiries'];
  app.addHook('preHandler', app.access.caller('staff'));
  const db = app.database.db;

  async function enquiryOrNotFound(id: string) {
    const enquiry = await findEnquiry(db, id);
    if (!enquiry) throw AppError.notFound('Enquiry');
    return enquiry;
  }

  app.get(
    '/enquiries',
    {
      schema: {
        tags,
        summary: 'Enquiries, newest first, of one status or all',
        querystring: enquiryListQuerySchema,
        response: { 200: enquiryListSchema, ...errorResponses(400, 401, 403) },
      },
    },
    async (request) => listEnquiries(db, request.query),
  );

  app.get(
    '/enquiries/:id',
    {
      schema: {
        tags,
        summary: 'One enquiry with the kitchen it came from and its project',
        params: enquiryParamsSchema,
        response: { 200: enquirySchema, ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request) => enquiryOrNotFound(request.params.id),
  );

  app.put(
    '/enquiries/:id/status',
    {
      schema: {
        tags,
        summary: 'Marks an enquiry new, contacted or closed; a stale revision answers 409',
        params: enquiryParamsSchema,
        body: enquiryStatusChangeSchema,
        response: { 200: enquirySchema, ...errorResponses(400, 401, 403, 404, 409) },
      },
    },
    async (request) => {
      const { id } = await enquiryOrNotFound(request.params.id);
      await changeEnquiryStatus(db, id, request.body, audited(request, app.clock.now()));
      return enquiryOrNotFound(id);
    },
  );

  app.post(
    '/enquiries/:id/convert',
    {
      schema: {
        tags,
        summary:
          'Converts an enquiry into a customer and a project in one step; converted already: 409',
        params: enquiryParamsSchema,
        body: convertEnquiryRequestSchema,
        response: { 201: enquiryConvertedSchema, ...errorResponses(400, 401, 403, 404, 409) },
      },
    },
    async (request, reply) => {
      const { id } = await enquiryOrNotFound(request.params.id);
      const { project, customer } = await convertEnquiry(
        app,
        linkBase(app, options.publicUrl),
        { id, revision: request.body.revision, designerId: request.viewer!.id },
        audited(request, app.clock.now()),
      );
      await app.cache.invalidateProject(project.id);
      await app.cache.invalidateUserProjects(customer.id);
      const enquiry = await enquiryOrNotFound(id);
      return reply.status(201).send({ enquiry, project, customer });
    },
  );
};
