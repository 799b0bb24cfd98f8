import { randomUUID } from 'node:crypto';
import type { IncomingMessage } from 'node:http';
import { LogController, type FastifyReply, type FastifyRequest } from 'fastify';
import pino from 'pino';
import { redactTokens } from './log-redaction.js';

/*
 * Request logs at a cost a production server can afford (decision 45). Fastify's own two info
 * lines per request ('incoming request', 'request completed', each with the whole request or
 * reply serialized) become one line when the answer is sent: what an operator needs to follow
 * a request (its id, method, route, address without sign-in tokens, status, milliseconds), at
 * level info, so LOG_LEVEL=warn leaves it out. Server faults keep their own error line with the
 * error and its stack (plugins/error-handler.ts), under the same request id.
 */

const requestIdPattern = /^[\w.:-]{1,128}$/;

/** Keeps a caller's x-request-id when it looks sane, so logs can be followed across hops. */
export function requestId(request: Pick<IncomingMessage, 'headers'>): string {
  const given = request.headers['x-request-id'];
  return typeof given === 'string' && requestIdPattern.test(given) ? given : randomUUID();
}

/** The fields of a request's line; `route` is the matched route's pattern, absent on a 404. */
export function requestLine(request: FastifyRequest, reply: FastifyReply) {
  return {
    method: request.method,
    route: request.routeOptions.url,
    url: redactTokens(request.url),
    status: reply.statusCode,
    ms: Math.round(reply.elapsedTime * 10) / 10,
  };
}

/** Fastify's request log lines replaced by one line per request (the other lines unchanged). */
export class OneLinePerRequest extends LogController {
  override incomingRequest() {}

  override requestCompleted(
    error: Error | null | undefined,
    request: FastifyRequest,
    reply: FastifyReply,
  ) {
    if (error) {
      // The connection failed while the answer was being written (the client went away).
      reply.log.error({ ...requestLine(request, reply), err: error }, 'request not answered');
    } else {
      reply.log.info(requestLine(request, reply), 'request');
    }
  }
}

/** pino-pretty's options in local mode (request-log.test.ts reads lines written with them). */
export const prettyOptions = {
  translateTime: 'SYS:HH:MM:ss',
  ignore: 'pid,hostname',
  singleLine: true,
};

/**
 * Standard output through pino-pretty, in a worker thread of its own, so a request never waits
 * on it either: one line per entry with its fields after the message, so a request is still
 * one line (decision 45), and a message of several lines (a mail in local mode) keeps its line
 * breaks. Colours only in a terminal.
 */
export function prettyStandardOutput(): Required<LogDestination> {
  const stream = pino.transport({
    target: 'pino-pretty',
    options: { ...prettyOptions, destination: 1, colorize: process.stdout.isTTY === true },
  });
  return {
    write: (line) => stream.write(line),
    flushSync: () => {
      try {
        stream.flushSync();
      } catch {
        // Closed already: nothing left to write.
      }
    },
  };
}

/** Where log lines go: a stream the app writes to and the caller can flush before exiting. */
export interface LogDestination {
  write(line: string): void;
  /** Writes out whatever is still buffered, synchronously; safe to call at any time. */
  flushSync?(): void;
}

/**
 * Standard output, written asynchronously: a line is queued and written in the background, so
 * a request never waits on the terminal, pipe or file behind it. What is still
 * queued when the process ends is written by `flush` (main.ts calls it on shutdown and after a
 * crash) and by pino's own exit handler for an exit nobody planned.
 */
export function asynchronousStandardOutput(): Required<LogDestination> {
  // Lines gathered to 4 kB before a write, and never held more than a second: one write for
  // a few dozen lines under load, instead of one each (decision 45).
  const destination = pino.destination({
    dest: 1,
    sync: false,
    minLength: 4096,
    periodicFlush: 1000,
  });
  return {
    write: (line) => destination.write(line),
    flushSync: () => {
      try {
        destination.flushSync();
      } catch {
        // Destroyed, or standard output gone (EPIPE): nothing left to write to.
      }
    },
  };
}
