import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { errorCodes } from '@corner/contracts';
import { AppError } from '../lib/app-error.js';

/*
 * Non-GET calls with a missing or foreign Origin are refused (PRODUCT.md section 2): together
 * with SameSite=Lax this keeps other sites from acting with a visitor's session. Our origin is
 * PUBLIC_URL's when set, else the one the request was addressed to (its Host header).
 */

declare module 'fastify' {
  interface FastifyContextConfig {
    /** false: a route other sites' servers call (the payment webhook), proven by a signature. */
    originCheck?: boolean;
  }
}

export interface OriginCheckOptions {
  publicUrl: string | undefined;
}

const safeMethods = new Set(['GET', 'HEAD', 'OPTIONS']);

/** Normalised through URL, so `http://localhost:80` and `http://localhost` are one origin. */
function originOf(value: string): string | undefined {
  try {
    return new URL(value).origin;
  } catch {
    return undefined;
  }
}

async function originCheck(app: FastifyInstance, options: OriginCheckOptions) {
  const publicOrigin = options.publicUrl ? new URL(options.publicUrl).origin : undefined;
  app.addHook('onRequest', (request, _reply, done) => {
    if (safeMethods.has(request.method) || request.routeOptions.config.originCheck === false) {
      done();
      return;
    }
    const origin = request.headers.origin && originOf(request.headers.origin);
    const expected = publicOrigin ?? originOf(`${request.protocol}://${request.host}`);
    if (!origin || origin !== expected) {
      done(
        new AppError(errorCodes.forbidden, 'Request refused: it did not come from this site', 403),
      );
      return;
    }
    done();
  });
}

export default fp(originCheck, {
  name: 'origin-check',
  fastify: '5.x',
  dependencies: ['error-handler'],
});
