import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { AppError } from '../lib/app-error.js';

/*
 * PostgreSQL text cannot hold the NUL character: a query or body carrying one would fail deep
 * in a query with a 500. No real input has it, so it is refused at the door with a 400, in the
 * address (`%00`) and in JSON bodies (`\u0000`).
 */

const nulInAddress = /%00/i;
const refusal = () => AppError.badRequest('Text may not contain the NUL character');

async function nulGuard(app: FastifyInstance) {
  app.addHook('onRequest', (request, _reply, done) => {
    done(nulInAddress.test(request.url) ? refusal() : undefined);
  });

  const parseJson = app.getDefaultJsonParser('error', 'error');
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (request, body, done) => {
    if (typeof body === 'string' && body.includes('\\u0000')) {
      done(refusal(), undefined);
      return;
    }
    // Fastify's default JSON parser answers through done; its type also allows an async parser.
    void parseJson(request, body as string, done);
  });
}

export default fp(nulGuard, { name: 'nul-guard', fastify: '5.x', dependencies: ['error-handler'] });
