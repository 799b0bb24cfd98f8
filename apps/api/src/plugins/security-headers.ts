import type { IncomingMessage, ServerResponse } from 'node:http';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import helmet from 'helmet';

/*
 * Helmet's headers with a Content Security Policy the built web app and Swagger UI both pass:
 * scripts only from our own origin (neither has inline scripts); inline styles allowed because
 * Radix and Swagger UI set style attributes; pictures from us, data: and blob: URLs. Framing
 * is refused by both the CSP (frame-ancestors 'none') and X-Frame-Options (DENY).
 */

/*
 * Browser features no page of the portal uses, denied to it and to anything it embeds.
 * RESERVE A SPOT leaves for the payment provider's own page (PAYMENT_LINK_URL), so payment
 * stays denied too; a payment form inside the portal later would need payment=(self).
 */
export const permissionsPolicy = [
  'accelerometer=()',
  'autoplay=()',
  'browsing-topics=()',
  'camera=()',
  'display-capture=()',
  'geolocation=()',
  'gyroscope=()',
  'magnetometer=()',
  'microphone=()',
  'midi=()',
  'payment=()',
  'publickey-credentials-get=()',
  'serial=()',
  'usb=()',
  'xr-spatial-tracking=()',
].join(', ');

export interface SecurityHeadersOptions {
  production: boolean;
}

export function contentSecurityPolicy(production: boolean) {
  return {
    useDefaults: false,
    directives: {
      defaultSrc: ["'self'"],
      baseUri: ["'self'"],
      scriptSrc: ["'self'"],
      styleSrc: ["'self'", "'unsafe-inline'"],
      imgSrc: ["'self'", 'data:', 'blob:'],
      fontSrc: ["'self'", 'data:'],
      connectSrc: ["'self'"],
      objectSrc: ["'none'"],
      frameAncestors: ["'none'"],
      formAction: ["'self'"],
      // Local mode runs on plain http://127.0.0.1: only production asks browsers to upgrade.
      ...(production ? { upgradeInsecureRequests: [] } : {}),
    },
  };
}

/**
 * The headers a Helmet middleware sets, read once by running it against a stand-in answer.
 * With our options it sets the same headers on every answer (no nonce, nothing read from the
 * request), so running it per request only repeats the same work.
 */
export function headersOfHelmet(setHeaders: ReturnType<typeof helmet>): Record<string, string> {
  const headers: Record<string, string> = {};
  const answer = {
    setHeader(name: string, value: string | number) {
      headers[name.toLowerCase()] = String(value);
    },
    removeHeader(name: string) {
      delete headers[name.toLowerCase()];
    },
  };
  let done = false;
  let failure: unknown;
  setHeaders({} as IncomingMessage, answer as unknown as ServerResponse, (error?: unknown) => {
    failure = error;
    done = true;
  });
  if (!done || failure)
    throw new Error('Helmet did not set its headers at once', { cause: failure });
  return headers;
}

/*
 * Helmet's headers computed once at start, with the Permissions-Policy, and given to each
 * answer as Fastify reply headers. @fastify/helmet 13 makes the middleware again on every
 * request (parsing the policy each time: a tenth of the API's CPU time under load in the
 * bench); running the middleware made once still set thirteen headers on Node's answer one by
 * one, each name and value checked, which made Node check them all a second time when the
 * answer is written (decision 45).
 */
async function securityHeaders(app: FastifyInstance, options: SecurityHeadersOptions) {
  const headers = {
    ...headersOfHelmet(
      helmet({
        contentSecurityPolicy: contentSecurityPolicy(options.production),
        hsts: options.production ? { maxAge: 31_536_000, includeSubDomains: true } : false,
        crossOriginEmbedderPolicy: false,
        // As the CSP's frame-ancestors 'none': no page of the portal is ever framed, not even by us.
        xFrameOptions: { action: 'deny' },
      }),
    ),
    'permissions-policy': permissionsPolicy,
  };
  app.addHook('onRequest', (_request, reply, done) => {
    reply.headers(headers);
    done();
  });
}

export default fp(securityHeaders, { name: 'security-headers', fastify: '5.x', dependencies: [] });
