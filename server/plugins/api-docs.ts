// OpenAPI document and explorer at /api/docs, generated from the same zod schemas the routes validate with.
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import type { FastifyInstance } from 'fastify';
import { jsonSchemaTransform } from 'fastify-type-provider-zod';

export async function registerApiDocs(app: FastifyInstance): Promise<void> {
  await app.register(swagger, {
    openapi: {
      info: {
        title: 'Handmade clothing shop API',
        version: '1.0.0',
        description: 'REST API of the shop. Errors are { "error": "message" } with the HTTP status.',
      },
      components: { securitySchemes: { bearer: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT' } } },
    },
    transform: jsonSchemaTransform,
  });
  await app.register(swaggerUi, {
    routePrefix: '/api/docs',
    // The explorer needs its own scripts and styles; loosen the API's strict policy for these pages only.
    staticCSP: true,
    transformStaticCSP: (header) => header,
  });
}
