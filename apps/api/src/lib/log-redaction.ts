import type { FastifyRequest } from 'fastify';

/*
 * Request log lines without sign-in tokens: /login/confirm?token=… is a page the server may
 * serve, and a token in a log file is a key to an account for ten minutes.
 */

const tokenInQuery = /([?&]token=)[^&#]*/gi;

export function redactTokens(url: string): string {
  return url.replace(tokenInQuery, '$1[redacted]');
}

/** Fastify's own request serializer, with tokens in the address redacted. */
export function requestSerializer(request: FastifyRequest) {
  return {
    method: request.method,
    url: redactTokens(request.url),
    host: request.host,
    remoteAddress: request.ip,
    remotePort: request.socket?.remotePort,
  };
}
