import {
  editMessageBodySchema,
  hideMessageBodySchema,
  messageTexts,
  inboxThreadsSchema,
  messageParamsSchema,
  messageSchema,
  postMessageBodySchema,
  projectIdParamsSchema,
  readMarkBodySchema,
  threadPageSchema,
  threadQuerySchema,
  unreadCountsSchema,
} from '@corner/contracts';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { AppError } from '../../lib/app-error.js';
import { errorResponses } from '../../lib/error-responses.js';
import { accessedProject } from '../../plugins/access.js';
import { requireViewer } from '../auth/index.js';
import { isUuid } from '../projects/index.js';
import {
  inboxThreads,
  newestSequence,
  setReadMark,
  threadPage,
  unreadCounts,
} from './messages-repository.js';
import { editOwnMessage, hideProjectMessage, postMessage } from './write-message.js';

/* A project's thread (issue 36, decision 60): its customers and staff read and write it. */

const tags = ['messages'];

export interface MessageRoutesOptions {
  /** Messages (and edits) one user may write a minute, counted across instances. */
  messagesPerMinute: number;
}

export const projectMessageRoutes: FastifyPluginAsyncZod<MessageRoutesOptions> = async (
  app,
  options,
) => {
  const db = app.database.db;
  const member = app.access.project({ caller: 'signed-in' });
  const staff = app.access.project({ caller: 'staff' });
  const writeLimit = {
    name: 'messages',
    max: options.messagesPerMinute,
    windowMs: 60_000,
    message: messageTexts.tooManyMessages,
  };
  const memberWriting = [
    member,
    async (request: FastifyRequest) =>
      app.rateLimits.enforce(writeLimit, requireViewer(request).id),
  ];
  const messageId = (id: string) => {
    if (!isUuid(id)) throw AppError.notFound('Message');
    return id;
  };

  app.get(
    '/project/:id/messages',
    {
      preHandler: member,
      schema: {
        tags,
        summary: 'A page of the project thread, oldest first, with the caller’s read mark',
        description:
          'Customers never receive internal notes, nor the text and files of a message staff hid ' +
          '(its trace stays). The newest page without `before`; `older` is the next page’s `before`.',
        params: projectIdParamsSchema,
        querystring: threadQuerySchema,
        response: { 200: threadPageSchema, ...errorResponses(400, 401, 404) },
      },
    },
    async (request) =>
      threadPage(db, accessedProject(request).id, requireViewer(request), request.query.before),
  );

  app.post(
    '/project/:id/messages',
    {
      preHandler: memberWriting,
      schema: {
        tags,
        summary: 'Writes a message to the project thread',
        description:
          'Plain text (links become clickable on the page). `about` points at a design version, or ' +
          'a line of it; `internal` (staff only) is a note customers never receive. Each user may ' +
          'write a limited number of messages a minute (429 with Retry-After past it).',
        params: projectIdParamsSchema,
        body: postMessageBodySchema,
        response: { 201: messageSchema, ...errorResponses(400, 401, 403, 404, 409, 429) },
      },
    },
    async (request, reply) => {
      const message = await postMessage(
        app,
        accessedProject(request),
        requireViewer(request),
        request.body,
      );
      return reply.status(201).send(message);
    },
  );

  app.patch(
    '/project/:id/messages/:messageId',
    {
      preHandler: memberWriting,
      schema: {
        tags,
        summary: 'The author edits their message; it shows as edited, with the time',
        params: messageParamsSchema,
        body: editMessageBodySchema,
        response: { 200: messageSchema, ...errorResponses(400, 401, 403, 404, 409, 429) },
      },
    },
    async (request) =>
      editOwnMessage(
        app,
        accessedProject(request),
        requireViewer(request),
        messageId(request.params.messageId),
        request.body,
      ),
  );

  app.post(
    '/project/:id/messages/:messageId/hide',
    {
      preHandler: staff,
      schema: {
        tags,
        summary: 'Staff hide a message: customers see only that it was hidden',
        params: messageParamsSchema,
        body: hideMessageBodySchema,
        response: { 200: messageSchema, ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request) =>
      hideProjectMessage(
        app,
        accessedProject(request),
        requireViewer(request),
        messageId(request.params.messageId),
        request.body,
      ),
  );

  app.put(
    '/project/:id/messages/read',
    {
      preHandler: member,
      schema: {
        tags,
        summary: 'Sets the caller’s read mark: read up to a message, or unread from one',
        params: projectIdParamsSchema,
        body: readMarkBodySchema,
        response: { 204: z.null(), ...errorResponses(400, 401, 404) },
      },
    },
    async (request, reply) => {
      const project = accessedProject(request);
      const viewer = requireViewer(request);
      const newest = await newestSequence(db, project.id, viewer);
      const readUpTo = Math.min(request.body.readUpTo, newest);
      await setReadMark(db, project.id, viewer.id, readUpTo, app.clock.now(), 'exact');
      return reply.status(204).send(null);
    },
  );

  app.get(
    '/messages/unread',
    {
      schema: {
        tags,
        summary: 'The caller’s unread messages, per project that has any',
        response: { 200: unreadCountsSchema, ...errorResponses(401) },
      },
    },
    async (request) => unreadCounts(db, requireViewer(request)),
  );
};

export const messageInboxRoutes: FastifyPluginAsyncZod = async (app) => {
  app.addHook('preHandler', app.access.caller('staff'));
  app.get(
    '/message-inbox',
    {
      schema: {
        tags,
        summary: 'Staff: the threads waiting for an answer, the caller’s projects first',
        response: { 200: inboxThreadsSchema, ...errorResponses(401, 403) },
      },
    },
    async (request) => inboxThreads(app.database.db, requireViewer(request)),
  );
};
