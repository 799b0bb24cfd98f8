import {
  batchParamsSchema,
  batchSchema,
  batchSummariesResponseSchema,
  createBatchRequestSchema,
  projectIdParamsSchema,
  renameBatchRequestSchema,
  updateParametersRequestSchema,
} from '@corner/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { readModels } from '../../cache/read-models.js';
import { AppError } from '../../lib/app-error.js';
import { errorResponses } from '../../lib/error-responses.js';
import { encodeJson, sendJson } from '../../lib/json-answer.js';
import { accessedProject } from '../../plugins/access.js';
import { audited } from '../audit/index.js';
import { deleteBatch } from './batch-estimates-repository.js';
import { createBatch, findBatch, listBatches, renameBatch } from './batches-repository.js';
import { saveParameters } from './parameters-repository.js';

const encodeBatch = encodeJson(batchSchema);

/* Batches of a project (spec section 7): staff only, 403 for customers (PRODUCT.md 3). */
const batchRoutes: FastifyPluginAsyncZod = async (app) => {
  const tags = ['batches'];
  const db = app.database.db;
  app.addHook('preHandler', app.access.project({ caller: 'staff' }));

  async function requireBatch(projectId: string, batchId: string) {
    const batch = await app.cache.remember(readModels.batch(projectId, batchId), () =>
      findBatch(db, projectId, batchId),
    );
    if (!batch) throw AppError.notFound('Batch');
    return batch;
  }

  app.get(
    '/project/:id/batches',
    {
      schema: {
        tags,
        summary: "A project's batches, newest first",
        params: projectIdParamsSchema,
        response: { 200: batchSummariesResponseSchema, ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request) => {
      const project = accessedProject(request);
      return app.cache.remember(readModels.batches(project.id), () => listBatches(db, project.id));
    },
  );

  app.get(
    '/project/:id/batches/:batchId',
    {
      schema: {
        tags,
        summary: 'One batch with its design versions, parameters and estimate page',
        params: batchParamsSchema,
        response: { 200: batchSchema, ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request, reply) => {
      const project = accessedProject(request);
      const { batchId } = request.params;
      const model = readModels.batch(project.id, batchId);
      const answer = await app.cache.rememberAnswer(
        model,
        () => findBatch(db, project.id, batchId),
        encodeBatch,
      );
      if (answer === null) throw AppError.notFound('Batch');
      return sendJson(request, reply, answer, model.key);
    },
  );

  app.post(
    '/project/:id/create-new-batch',
    {
      schema: {
        tags,
        summary: "A new batch holding all the project's design versions",
        params: projectIdParamsSchema,
        body: createBatchRequestSchema,
        response: { 201: batchSchema, ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request, reply) => {
      const project = accessedProject(request);
      const batchId = await createBatch(
        db,
        project.id,
        request.body.name,
        audited(request, app.clock.now()),
      );
      await app.cache.invalidateProject(project.id);
      return reply.code(201).send(await requireBatch(project.id, batchId));
    },
  );

  // PUT, not PATCH: the name is all a batch has to edit, and the spec's client sends GET,
  // POST, PUT and DELETE only (section 7).
  app.put(
    '/project/:id/batches/:batchId',
    {
      schema: {
        tags,
        summary:
          'Renames a batch; a name another batch of the project has answers 409. Batches have no revision: the last save wins',
        params: batchParamsSchema,
        body: renameBatchRequestSchema,
        response: { 200: batchSchema, ...errorResponses(400, 401, 403, 404, 409) },
      },
    },
    async (request) => {
      const project = accessedProject(request);
      const { batchId } = request.params;
      const audit = audited(request, app.clock.now());
      if (!(await renameBatch(db, project.id, batchId, request.body.name, audit))) {
        throw AppError.notFound('Batch');
      }
      await app.cache.invalidateProject(project.id);
      return requireBatch(project.id, batchId);
    },
  );

  app.delete(
    '/project/:id/batches/:batchId',
    {
      schema: {
        tags,
        summary:
          'Deletes a batch with its estimate pages and estimates; an estimate pinned, reserved or accepted once by a customer is kept; a batch holding an accepted estimate is not deleted (409)',
        params: batchParamsSchema,
        response: { 204: z.null(), ...errorResponses(400, 401, 403, 404, 409) },
      },
    },
    async (request, reply) => {
      const project = accessedProject(request);
      const audit = audited(request, app.clock.now());
      if (!(await deleteBatch(db, project.id, request.params.batchId, audit))) {
        throw AppError.notFound('Batch');
      }
      await app.cache.invalidateProject(project.id);
      return reply.code(204).send(null);
    },
  );

  app.post(
    '/project/:id/batches/:batchId/update-parameters',
    {
      schema: {
        tags,
        summary: "Creates or saves a batch's estimate parameters; a stale revision answers 409",
        params: batchParamsSchema,
        body: updateParametersRequestSchema,
        response: { 200: batchSchema, ...errorResponses(400, 401, 403, 404, 409) },
      },
    },
    async (request) => {
      const project = accessedProject(request);
      await saveParameters(
        db,
        project.id,
        request.params.batchId,
        request.body,
        audited(request, app.clock.now()),
      );
      await app.cache.invalidateProject(project.id);
      return requireBatch(project.id, request.params.batchId);
    },
  );
};

export default batchRoutes;
