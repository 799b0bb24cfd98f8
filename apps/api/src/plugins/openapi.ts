import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { jsonSchemaTransform } from 'fastify-type-provider-zod';

/*
 * The OpenAPI document, made from the routes' zod schemas: the UI at /api/docs and the
 * JSON at /api/docs/json. Registered before the routes so it sees every one of them.
 */
async function openApi(app: FastifyInstance) {
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
  await app.register(swaggerUi, {
    routePrefix: '/api/docs',
    uiConfig: { validatorUrl: null, deepLinking: true },
  });
}

export default fp(openApi, { name: 'openapi', fastify: '5.x', dependencies: [] });
