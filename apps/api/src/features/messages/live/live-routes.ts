import {
  errorCodes,
  liveThreadHeadersSchema,
  liveThreadQuerySchema,
  messageLimits,
  messageTexts,
  projectIdParamsSchema,
} from '@corner/contracts';
import type { OutgoingHttpHeaders } from 'node:http';
import type { FastifyReply } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Db } from '../../../db/client.js';
import { AppError } from '../../../lib/app-error.js';
import { errorResponses } from '../../../lib/error-responses.js';
import { requestLine } from '../../../lib/request-log.js';
import { accessedProject } from '../../../plugins/access.js';
import { requireViewer, type Viewer } from '../../auth/index.js';
import { findMessageBySequence, messagesAfter, newestSequence } from '../messages-repository.js';
import {
  eventStreamHeaders,
  LiveStream,
  messageEvent,
  messagesSince,
  retryLine,
  type ThreadReader,
} from './live-stream.js';

/* The live thread (issue 36.2, decision 60): the thread's changes as server-sent events. */

const readerOf = (db: Db, projectId: string, viewer: Viewer): ThreadReader => ({
  after: (sequence) => messagesAfter(db, projectId, viewer, sequence),
  bySequence: (sequence) => findMessageBySequence(db, projectId, sequence, viewer),
  newest: () => newestSequence(db, projectId, viewer),
});

/** The open streams of this instance: at most a few per user, all ended when the app closes. */
class OpenStreams {
  readonly #byUser = new Map<string, Set<LiveStream>>();

  /** Refuses one more stream to a user who holds the most already. */
  admit(userId: string) {
    if ((this.#byUser.get(userId)?.size ?? 0) >= messageLimits.liveStreamsPerUser) {
      throw new AppError(errorCodes.tooManyRequests, messageTexts.tooManyLive, 429, 10);
    }
  }

  add(userId: string, stream: LiveStream) {
    const own = this.#byUser.get(userId) ?? new Set();
    own.add(stream);
    this.#byUser.set(userId, own);
    stream.onClose(() => {
      own.delete(stream);
      if (own.size === 0) this.#byUser.delete(userId);
    });
  }

  /** Ends every stream; resolves once none is reading any more. */
  async endAll() {
    const all = [...this.#byUser.values()].flatMap((own) => [...own]);
    await Promise.all(all.map((stream) => stream.end()));
  }
}

/** The newer of the two resume points a client may give; undefined when it gave none. */
const resumeAfter = (...given: Array<number | undefined>) => {
  const known = given.filter((value) => value !== undefined);
  return known.length > 0 ? Math.max(...known) : undefined;
};

/** `?once=1`: the missed messages as one answer of events, then the end. */
async function sendOnce(reply: FastifyReply, reader: ThreadReader, after: number | undefined) {
  let text = retryLine;
  if (after !== undefined) {
    for await (const message of messagesSince(reader, after)) text += messageEvent(message);
  }
  return reply.headers(eventStreamHeaders).send(text);
}

function openStream(reply: FastifyReply, reader: ThreadReader) {
  reply.hijack();
  // The reply's headers (x-request-id, the security headers) are written as Fastify would.
  reply.headers(eventStreamHeaders);
  const headers: OutgoingHttpHeaders = {};
  for (const [name, value] of Object.entries(reply.getHeaders())) {
    if (value !== undefined) headers[name] = value;
  }
  reply.raw.writeHead(200, headers);
  return new LiveStream(reply.raw, reader, reply.log);
}

export const liveThreadRoutes: FastifyPluginAsyncZod = async (app) => {
  const db = app.database.db;
  const streams = new OpenStreams();
  // Open streams never end on their own: ended first, the server can close.
  app.addHook('preClose', async () => streams.endAll());

  app.get(
    '/project/:id/messages/live',
    {
      preHandler: app.access.project({ caller: 'signed-in' }),
      schema: {
        tags: ['messages'],
        summary:
          'The thread live, as server-sent events; with `once=1`, the messages missed, then the end (polling)',
        description:
          'Each message the caller may see comes as `id: <sequence>`, `event: message`, ' +
          '`data: <Message>`; an edited or hidden message comes again with the same id. ' +
          '`Last-Event-ID` (sent by EventSource when it reconnects) or `after` is the last ' +
          'sequence the client has: every visible message after it comes first. Without ' +
          'either, only the changes from now on. A comment line every 25 s keeps the ' +
          `connection open. At most ${messageLimits.liveStreamsPerUser} open at once per user ` +
          '(429). `once=1` answers the messages after `after` and ends: a fallback for clients ' +
          'that cannot hold a stream open.',
        params: projectIdParamsSchema,
        querystring: liveThreadQuerySchema,
        headers: liveThreadHeadersSchema,
        response: {
          200: {
            description: 'A stream of server-sent events',
            content: { 'text/event-stream': { schema: z.string() } },
          },
          ...errorResponses(400, 401, 404, 429),
        },
      },
    },
    async (request, reply) => {
      const project = accessedProject(request);
      const viewer = requireViewer(request);
      const reader = readerOf(db, project.id, viewer);
      const after = resumeAfter(request.query.after, request.headers['last-event-id']);
      if (request.query.once) return sendOnce(reply, reader, after);
      streams.admit(viewer.id);
      const stream = openStream(reply, reader);
      stream.onClose((endedBy) => {
        // Fastify logs the request when the answer ends; a client going away ends nothing.
        if (endedBy === 'client') reply.log.info(requestLine(request, reply), 'request');
      });
      streams.add(viewer.id, stream);
      stream.onClose(app.threadBus.subscribe(project.id, (change) => stream.changed(change)));
      stream.start(after);
      return reply;
    },
  );
};
