import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { errorCodes } from '@corner/contracts';
import { AppError } from '../lib/app-error.js';

/*
 * Requests must be addressed to the portal by its own name (PRODUCT.md section 2): PUBLIC_URL's
 * host name, or in local mode a loopback name or the address it listens on. A page of another
 * site that rebinds its DNS name to this server (DNS rebinding) sends its own name as Host, so
 * it can read nothing, not even the local outbox. Load balancers probe the health routes by
 * address: those answer any Host and tell nothing.
 */

declare module 'fastify' {
  interface FastifyInstance {
    /** The host names requests may be addressed to (mailed links use them: auth/link-base.ts). */
    portalHostNames: ReadonlySet<string>;
  }
}

export interface HostCheckOptions {
  publicUrl: string | undefined;
  production: boolean;
  /** HOST: the interface the server listens on. */
  listenHost: string;
}

const loopbackNames = ['localhost', '127.0.0.1', '[::1]'];
const anyInterface = new Set(['0.0.0.0', '::', '[::]']);
const healthPaths = new Set(['/api/v1/healthz', '/api/v1/readyz']);

function hostNameOf(host: string): string | undefined {
  try {
    return new URL(`http://${host}`).hostname;
  } catch {
    return undefined;
  }
}

export function allowedHostNames(options: HostCheckOptions): Set<string> {
  const names = new Set<string>();
  if (options.publicUrl) names.add(new URL(options.publicUrl).hostname);
  if (!options.production) {
    for (const name of loopbackNames) names.add(name);
    const listening = hostNameOf(
      options.listenHost.includes(':') ? `[${options.listenHost}]` : options.listenHost,
    );
    if (listening && !anyInterface.has(listening)) names.add(listening);
  }
  return names;
}

/** Host values (name and port) already found allowed: at most a few, checked once each. */
const mostRememberedHosts = 32;

async function hostCheck(app: FastifyInstance, options: HostCheckOptions) {
  const allowed = allowedHostNames(options);
  app.decorate('portalHostNames', allowed as ReadonlySet<string>);
  const allowedHosts = new Set<string>();
  const isAllowed = (host: string | undefined) => {
    if (!host) return false;
    if (allowedHosts.has(host)) return true;
    const name = hostNameOf(host);
    if (name === undefined || !allowed.has(name)) return false;
    if (allowedHosts.size < mostRememberedHosts) allowedHosts.add(host);
    return true;
  };
  app.addHook('onRequest', (request, _reply, done) => {
    if (isAllowed(request.host) || healthPaths.has(request.url.split('?')[0]!)) {
      done();
      return;
    }
    done(
      new AppError(
        errorCodes.badRequest,
        'Request refused: it was addressed to a host name that is not this portal’s',
        400,
      ),
    );
  });
}

export default fp(hostCheck, {
  name: 'host-check',
  fastify: '5.x',
  dependencies: ['error-handler'],
});
