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

/*
 * Helmet itself, its middleware made once. @fastify/helmet 13 makes it again on every request
 * (parsing the policy each time): a tenth of the API's CPU time under load in the bench.
 */
async function securityHeaders(app: FastifyInstance, options: SecurityHeadersOptions) {
  const setHeaders = helmet({
    contentSecurityPolicy: contentSecurityPolicy(options.production),
    hsts: options.production ? { maxAge: 31_536_000, includeSubDomains: true } : false,
    crossOriginEmbedderPolicy: false,
    // As the CSP's frame-ancestors 'none': no page of the portal is ever framed, not even by us.
    xFrameOptions: { action: 'deny' },
  });
  app.addHook('onRequest', (request, reply, done) => {
    reply.raw.setHeader('permissions-policy', permissionsPolicy);
    setHeaders(request.raw, reply.raw, (error) => done(error as Error | undefined));
  });
}

export default fp(securityHeaders, { name: 'security-headers', fastify: '5.x', dependencies: [] });
