import {
  askForVariantRequestSchema,
  isStaff,
  madeVersionSchema,
  makeVersionRequestSchema,
  projectIdParamsSchema,
  variantRequestParamsSchema,
  variantRequestSchema,
  variantRequestsSchema,
} from '@corner/contracts';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { AppError } from '../../../lib/app-error.js';
import { errorResponses } from '../../../lib/error-responses.js';
import { accessedProject } from '../../../plugins/access.js';
import { audited } from '../../audit/index.js';
import { requireViewer } from '../../auth/index.js';
import { activePriceList } from '../../price-lists/index.js';
import { isUuid } from '../../projects/index.js';
import { makeVersionFromRequest } from './make-version.js';
import { askForVariant, checkVariant, toVariantRequest } from './variant-requests.js';
import { openVariantRequests } from './variant-requests-repository.js';

/* 'Ask for this variant' and 'Make a version from it' (issue 37 point 3, decision 61). */

const tags = ['estimates'];

export const variantRequestRoutes: FastifyPluginAsyncZod<{
  publicUrl: string | undefined;
  /** Asks (and asks again) one user may make a minute, counted across instances. */
  asksPerMinute: number;
}> = async (app, options) => {
  const db = app.database.db;
  const member = app.access.project({ caller: 'signed-in' });
  const staff = app.access.project({ caller: 'staff' });
  const askLimit = {
    name: 'variant-requests',
    max: options.asksPerMinute,
    windowMs: 60_000,
    message: 'You have asked for many variants in a minute: wait a moment and ask again',
  };

  app.post(
    '/project/:id/variant-requests',
    {
      preHandler: [
        member,
        async (request: FastifyRequest) =>
          app.rateLimits.enforce(askLimit, requireViewer(request).id),
      ],
      schema: {
        tags,
        summary:
          "A customer asks for a variant of an estimate they are shown: the options they chose and the total they were shown; the designer is mailed. Asking again updates the customer's open request for the version",
        params: projectIdParamsSchema,
        body: askForVariantRequestSchema,
        response: { 201: variantRequestSchema, ...errorResponses(400, 401, 403, 404, 409, 429) },
      },
    },
    async (request, reply) => {
      const asked = await askForVariant(app, {
        projectId: accessedProject(request).id,
        viewer: requireViewer(request),
        body: request.body,
        publicUrl: options.publicUrl,
        audit: audited(request, app.clock.now()),
      });
      await app.cache.invalidateProject(asked.projectId);
      return reply.status(201).send(asked);
    },
  );

  app.get(
    '/project/:id/variant-requests',
    {
      preHandler: member,
      schema: {
        tags,
        summary:
          "The project's open variant requests: every one for staff, each with what the server would store now; a customer's own",
        params: projectIdParamsSchema,
        response: { 200: variantRequestsSchema, ...errorResponses(400, 401, 404) },
      },
    },
    async (request) => {
      const viewer = requireViewer(request);
      const projectId = accessedProject(request).id;
      if (!isStaff(viewer.type)) {
        const own = await openVariantRequests(db, projectId, viewer.id);
        return own.map((row) => toVariantRequest(row, null));
      }
      const [rows, priceList] = await Promise.all([
        openVariantRequests(db, projectId),
        activePriceList(db),
      ]);
      return rows.map((row) => toVariantRequest(row, checkVariant(row, priceList)));
    },
  );

  app.post(
    '/project/:id/variant-requests/:requestId/make-version',
    {
      preHandler: staff,
      schema: {
        tags,
        summary:
          "Make a version from a customer's variant: the chosen lines, calculated with the estimate's parameters as chosen and the active price list, shown to the customer as the estimate was and mailed; 409 unless the total is the one confirmed",
        params: variantRequestParamsSchema,
        body: makeVersionRequestSchema,
        response: { 201: madeVersionSchema, ...errorResponses(400, 401, 403, 404, 409) },
      },
    },
    async (request, reply) => {
      if (!isUuid(request.params.requestId)) throw AppError.notFound('Variant request');
      const made = await makeVersionFromRequest(app, {
        projectId: accessedProject(request).id,
        requestId: request.params.requestId,
        body: request.body,
        viewer: requireViewer(request),
        publicUrl: options.publicUrl,
        audit: audited(request, app.clock.now()),
      });
      return reply.status(201).send(made);
    },
  );
};
