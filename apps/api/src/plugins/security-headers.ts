import helmet from '@fastify/helmet';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';

/*
 * Helmet's headers with a Content Security Policy the built web app and Swagger UI both pass:
 * scripts only from our own origin (neither has inline scripts); inline styles allowed because
 * Radix and Swagger UI set style attributes; pictures from us, data: and blob: URLs.
 */

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

async function securityHeaders(app: FastifyInstance, options: SecurityHeadersOptions) {
  await app.register(helmet, {
    contentSecurityPolicy: contentSecurityPolicy(options.production),
    hsts: options.production ? { maxAge: 31_536_000, includeSubDomains: true } : false,
    crossOriginEmbedderPolicy: false,
  });
}

export default fp(securityHeaders, { name: 'security-headers' });
