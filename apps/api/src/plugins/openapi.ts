import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { jsonSchemaTransform } from 'fastify-type-provider-zod';

/*
 * The OpenAPI document, made from the routes' zod schemas: the UI at /api/docs and the
 * JSON at /api/docs/json (served only with API_DOCS on). Registered before the routes so it
 * sees every one of them.
 */
export interface OpenApiOptions {
  /** Serve the UI and the JSON at /api/docs (API_DOCS: on locally, opt-in in production). */
  serveDocs: boolean;
}

async function openApi(app: FastifyInstance, options: OpenApiOptions) {
  await app.register(swagger, {
    openapi: {
      info: {
        title: 'Corner portal API',
        description:
          'The API of the Corner customer and staff portal. Every failure answers the same body: `{ "error": "<message>", "code": "<CODE>" }`.',
        version: '1.0.0',
      },
      servers: [],
    },
    transform: jsonSchemaTransform,
  });
  // The document is always made (app.swagger(), the fuzz test); it is served only when asked.
  if (!options.serveDocs) return;
  await app.register(swaggerUi, {
    routePrefix: '/api/docs',
    uiConfig: { validatorUrl: null, deepLinking: true },
  });
}

export default fp(openApi, { name: 'openapi', fastify: '5.x', dependencies: [] });
