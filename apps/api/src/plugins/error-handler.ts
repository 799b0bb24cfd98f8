import { errorCodes, isFieldRule, type ErrorBody } from '@corner/contracts';
import { STATUS_CODES } from 'node:http';
import type { Socket } from 'node:net';
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { codeForStatus, isAppError } from '../lib/app-error.js';
import { databaseUnavailableMessage, isDatabaseUnavailable } from '../lib/database-errors.js';

/*
 * Every failure answers `{ error, code }`. Server faults (5xx) are logged with their stack and
 * the request id, and answered with a fixed text; refused requests (4xx) are logged briefly.
 * A database that cannot be reached (down, restarting) answers 503 with a message and a
 * Retry-After, logged as a warning: the pool reconnects by itself when it is back. Every 429
 * (each rate limit) carries a Retry-After too.
 */

interface ErrorAnswer {
  status: number;
  body: ErrorBody;
}

const databaseUnavailable: ErrorAnswer = {
  status: 503,
  body: { error: databaseUnavailableMessage, code: errorCodes.unavailable },
};

/** Seconds a caller is asked to wait before retrying after a 503 or a 429 that names none. */
const retryAfterSeconds = { 503: 5, 429: 60 } as const;

/** A 429 or 503 always says when to try again: the error's own wait, else the default. */
function retryAfter(status: number, error: unknown): number | undefined {
  if (status !== 429 && status !== 503) return undefined;
  const own = isAppError(error) ? error.retryAfterSeconds : undefined;
  return Math.max(1, Math.ceil(own ?? retryAfterSeconds[status]));
}

const internalError: ErrorAnswer = {
  status: 500,
  body: { error: 'Internal server error', code: errorCodes.internal },
};

/** At most this many unknown keys, and this many problems, are named in one answer. */
const namedUnknownKeys = 5;
const namedProblems = 10;

/** ` and 79,995 more` after a list cut short (nothing when nothing was left out). */
const andMore = (left: number, noun = '') =>
  left > 0 ? ` and ${left.toLocaleString('en-US')} more${noun}` : '';

/** Zod's text for unknown keys names every one of them: name the first few, each cut short. */
function unknownKeysText(keys: readonly string[]): string {
  const named = keys
    .slice(0, namedUnknownKeys)
    .map((key) => JSON.stringify(key.length > 40 ? `${key.slice(0, 40)}…` : key));
  const noun = keys.length === 1 ? 'key' : 'keys';
  return `Unrecognized ${noun}: ${named.join(', ')}${andMore(keys.length - named.length)}`;
}

/**
 * One text for every refused field: the generic messages prefixed with where the field is
 * ('body/name: This field is required'); a field's rule (`fieldRule`, a sentence naming the
 * field) as it is (decision 43.4). The same text twice (a slug too short and malformed) is said
 * once. Unknown keys and problems are named up to a few, then counted (decision 49).
 */
function describeValidation(error: FastifyError & { validation: unknown[] }): string {
  const where = error.validationContext ?? 'request';
  const texts = error.validation.map((issue) => {
    const { instancePath, message, keyword, params } = issue as {
      instancePath: string;
      message?: string;
      keyword?: string;
      params?: { keys?: unknown };
    };
    if (message && isFieldRule(message)) return message;
    const field = instancePath.replace(/^\//, '');
    const text =
      keyword === 'unrecognized_keys' && Array.isArray(params?.keys)
        ? unknownKeysText(params.keys.map(String))
        : (message ?? 'Invalid value');
    return `${field ? `${where}/${field}` : where}: ${text}`;
  });
  const unique = [...new Set(texts)];
  const named = unique.slice(0, namedProblems);
  return `${named.join('; ')}${andMore(unique.length - named.length, ' problems')}`;
}

export function toErrorAnswer(error: unknown): ErrorAnswer {
  if (hasZodFastifySchemaValidationErrors(error)) {
    return { status: 400, body: { error: describeValidation(error), code: errorCodes.validation } };
  }
  if (isAppError(error)) {
    return { status: error.statusCode, body: { error: error.message, code: error.code } };
  }
  const status = (error as Partial<FastifyError>).statusCode;
  if (typeof status === 'number' && status >= 400 && status < 500 && error instanceof Error) {
    return { status, body: { error: error.message, code: codeForStatus(status) } };
  }
  if (isDatabaseUnavailable(error)) return databaseUnavailable;
  return internalError;
}

function handleError(error: unknown, request: FastifyRequest, reply: FastifyReply) {
  const { status, body } = toErrorAnswer(error);
  const wait = retryAfter(status, error);
  if (wait !== undefined) reply.header('retry-after', String(wait));
  if (status === 503 && !isAppError(error)) {
    const reason = error instanceof Error ? error.message : String(error);
    request.log.warn({ status, code: body.code, reason }, 'database unavailable');
  } else if (status >= 500 && !isAppError(error)) {
    request.log.error({ err: error }, 'request failed');
  } else if (status >= 500) {
    request.log.warn({ status, code: body.code, reason: body.error }, 'request failed');
  } else {
    request.log.info({ status, code: body.code, reason: body.error }, 'request refused');
  }
  return reply.status(status).send(body);
}

/** The JSON answer to a path no route serves. */
export function sendNotFound(request: FastifyRequest, reply: FastifyReply) {
  const path = request.url.split('?')[0] ?? request.url;
  const body: ErrorBody = {
    error: `Route ${request.method} ${path} not found`,
    code: errorCodes.notFound,
  };
  return reply.status(404).send(body);
}

/**
 * The router's own refusals (a path segment that is not valid URL encoding, or longer than any
 * id or slug can be), answered like every other bad request instead of Fastify's own body.
 */
export function sendFrameworkError(
  error: FastifyError,
  request: FastifyRequest,
  reply: FastifyReply,
): void {
  const message =
    error.code === 'FST_ERR_MAX_PARAM_LENGTH'
      ? 'A part of the address is too long'
      : 'The address is not valid';
  request.log.info({ code: error.code }, 'request refused by the router');
  const body: ErrorBody = { error: message, code: errorCodes.badRequest };
  // Fastify calls this without waiting on it; the reply is thenable, not a promise to keep.
  void reply.status(400).send(body);
}

/** Node's refusals before a request exists, by its error code; anything else is a 400. */
const clientErrors: Record<string, ErrorAnswer> = {
  HPE_HEADER_OVERFLOW: {
    status: 431,
    body: { error: 'The request headers are too large', code: errorCodes.headersTooLarge },
  },
  ERR_HTTP_REQUEST_TIMEOUT: {
    status: 408,
    body: { error: 'The request took too long to arrive', code: errorCodes.badRequest },
  },
};
const malformedRequest: ErrorAnswer = {
  status: 400,
  body: { error: 'The request is not valid HTTP', code: errorCodes.badRequest },
};

/**
 * Fastify's clientErrorHandler: what Node's HTTP parser refuses (headers over 16 kB, a broken
 * request line, a request too slow to arrive) answers the shared body too, on the raw socket
 * as no request exists yet; then the connection closes.
 */
export function handleClientError(
  this: FastifyInstance,
  error: NodeJS.ErrnoException,
  socket: Socket,
) {
  if (error.code === 'ECONNRESET' || socket.destroyed) return;
  const { status, body } = clientErrors[error.code ?? ''] ?? malformedRequest;
  this.log.info({ status, code: body.code, reason: error.code }, 'request refused by the parser');
  const text = JSON.stringify(body);
  if (socket.writable) {
    socket.write(
      [
        `HTTP/1.1 ${status} ${STATUS_CODES[status]}`,
        'content-type: application/json; charset=utf-8',
        `content-length: ${Buffer.byteLength(text)}`,
        'cache-control: no-store',
        'x-content-type-options: nosniff',
        'connection: close',
        '',
        text,
      ].join('\r\n'),
    );
  }
  socket.destroy(error);
}

async function errorHandler(app: FastifyInstance) {
  app.setErrorHandler(handleError);
}

export default fp(errorHandler, { name: 'error-handler', fastify: '5.x', dependencies: [] });
