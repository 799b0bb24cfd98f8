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

async function hostCheck(app: FastifyInstance, options: HostCheckOptions) {
  const allowed = allowedHostNames(options);
  app.addHook('onRequest', async (request) => {
    if (healthPaths.has(request.url.split('?')[0]!)) return;
    const name = request.host ? hostNameOf(request.host) : undefined;
    if (name === undefined || !allowed.has(name)) {
      throw new AppError(
        errorCodes.badRequest,
        'Request refused: it was addressed to a host name that is not this portal’s',
        400,
      );
    }
  });
}

export default fp(hostCheck, {
  name: 'host-check',
  fastify: '5.x',
  dependencies: ['error-handler'],
});
