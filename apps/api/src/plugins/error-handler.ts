import { errorCodes, type ErrorBody } from '@corner/contracts';
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { codeForStatus, isAppError } from '../lib/app-error.js';

/*
 * Every failure answers `{ error, code }`. Server faults (5xx) are logged with their stack and
 * the request id, and answered with a fixed text; refused requests (4xx) are logged briefly.
 */

interface ErrorAnswer {
  status: number;
  body: ErrorBody;
}

const internalError: ErrorAnswer = {
  status: 500,
  body: { error: 'Internal server error', code: errorCodes.internal },
};

function describeValidation(error: FastifyError & { validation: unknown[] }): string {
  const where = error.validationContext ?? 'request';
  return error.validation
    .map((issue) => {
      const { instancePath, message } = issue as { instancePath: string; message?: string };
      const field = instancePath.replace(/^\//, '');
      return `${field ? `${where}/${field}` : where}: ${message ?? 'Invalid value'}`;
    })
    .join('; ');
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
  return internalError;
}

function handleError(error: unknown, request: FastifyRequest, reply: FastifyReply) {
  const { status, body } = toErrorAnswer(error);
  if (status >= 500 && !isAppError(error)) {
    request.log.error({ err: error }, 'request failed');
  } else if (status >= 500) {
    request.log.warn({ status, code: body.code, reason: body.error }, 'request failed');
  } else {
    request.log.info({ status, code: body.code, reason: body.error }, 'request refused');
  }
  return reply.status(status).send(body);
}

/**
 * Router failures Fastify answers before any route runs (a malformed URL, a path parameter
 * over `maxParamLength`): the shared body too, without echoing the path back.
 */
export function handleFrameworkError(error: unknown, request: FastifyRequest, reply: FastifyReply) {
  const code = (error as Partial<FastifyError>).code;
  const status = (error as Partial<FastifyError>).statusCode ?? 400;
  const message =
    code === 'FST_ERR_MAX_PARAM_LENGTH' ? 'A path parameter is too long' : 'Malformed request URL';
  request.log.info({ status, code }, 'request refused');
  const body: ErrorBody = { error: message, code: codeForStatus(status) };
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

async function errorHandler(app: FastifyInstance) {
  app.setErrorHandler(handleError);
}

export default fp(errorHandler, { name: 'error-handler' });
