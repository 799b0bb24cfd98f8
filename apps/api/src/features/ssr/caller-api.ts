import type { CallerApi } from '@corner/contracts';
import type { FastifyInstance, FastifyRequest } from 'fastify';

/*
 * The API as the caller of a signed-in page sees it (issue 40): the page's reads are the API's
 * own routes, injected in process with the caller's cookie, host and address. Every check a
 * route makes (who is signed in, which projects they may see, the limits of their address,
 * what a customer is never shown) holds for the page as for the browser's own call, because it
 * is the same call. Only reads: GETs, and the reads the spec sends as a POST.
 */

/** The request headers a read passes on: who is asking, and where they asked. */
const passedHeaders = ['cookie', 'host', 'user-agent', 'accept-language'] as const;

/** Reads sent as a POST, their ids in the body (spec section 7: POST /content). */
const postedReads = new Set(['/api/v1/content']);

export function callerApi(
  app: FastifyInstance,
  request: FastifyRequest,
  origin: string,
): CallerApi {
  const headers: Record<string, string> = { accept: 'application/json' };
  for (const name of passedHeaders) {
    const value = request.headers[name];
    if (typeof value === 'string') headers[name] = value;
  }
  return async (path, jsonBody) => {
    if (!path.startsWith('/api/')) throw new Error(`${path} is not an API path`);
    const posted = jsonBody !== undefined;
    if (posted && !postedReads.has(path)) throw new Error(`POST ${path} is not a read`);
    const answer = await app.inject({
      method: posted ? 'POST' : 'GET',
      url: path,
      headers: posted ? { ...headers, origin, 'content-type': 'application/json' } : headers,
      remoteAddress: request.ip,
      ...(posted ? { payload: jsonBody } : {}),
    });
    const answerHeaders = new Headers();
    for (const name of ['content-type', 'retry-after']) {
      const value = answer.headers[name];
      if (typeof value === 'string') answerHeaders.set(name, value);
    }
    const body = answer.statusCode === 204 ? null : answer.body;
    return new Response(body, { status: answer.statusCode, headers: answerHeaders });
  };
}
