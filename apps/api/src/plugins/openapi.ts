import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { sessionCookie } from '../features/auth/index.js';
import { sessionScheme, transformDocument, transformRoute } from './openapi-conventions.js';

/*
 * The OpenAPI document, made from the routes' zod schemas: the UI at /api/docs and the
 * JSON at /api/docs/json (decision 27; served only with API_DOCS on). Registered before the
 * routes so it sees every one of them. `npm run lint:openapi` lints it with Redocly's
 * recommended rules.
 */

export interface OpenApiOptions {
  production: boolean;
  /** The portal's address; without it the document's server is relative to where it is read. */
  publicUrl: string | undefined;
  /** Serve the UI and the JSON at /api/docs (API_DOCS: on locally, opt-in in production). */
  serveDocs: boolean;
}

async function openApi(app: FastifyInstance, options: OpenApiOptions) {
  await app.register(swagger, {
    openapi: {
      info: {
        title: 'Corner portal API',
        description:
          'The API of the Corner customer and staff portal. Every failure answers the same body: `{ "error": "<message>", "code": "<CODE>" }`. Calls that need a signed-in caller say so with the `session` security scheme: the cookie that signing in sets.',
        version: '1.0.0',
      },
      servers: [{ url: options.publicUrl ? new URL(options.publicUrl).origin : '/' }],
      components: {
        securitySchemes: {
          [sessionScheme]: {
            type: 'apiKey',
            in: 'cookie',
            name: sessionCookie(options.production).name,
            description: 'The session cookie set by POST /api/v1/auth/verify (httpOnly).',
          },
        },
      },
    },
    transform: transformRoute,
    transformObject: transformDocument,
  });
  // The document is always made (app.swagger(), the fuzz test); it is served only when asked.
  if (!options.serveDocs) return;
  await app.register(swaggerUi, {
    routePrefix: '/api/docs',
    uiConfig: { validatorUrl: null, deepLinking: true },
  });
}

export default fp(openApi, { name: 'openapi', fastify: '5.x', dependencies: [] });
