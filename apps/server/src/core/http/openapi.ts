import type { FastifyInstance } from 'fastify';
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import { jsonSchemaTransform } from 'fastify-type-provider-zod';

export const APP_VERSION = '0.1.0';

/**
 * The OpenAPI 3 document is generated from the routes' zod schemas (the contract package), served
 * at /api/openapi.json, with an interactive reference at /api/docs.
 */
export async function registerOpenApi(app: FastifyInstance): Promise<void> {
  await app.register(swagger, {
    openapi: {
      info: {
        title: 'Cabinet API',
        version: APP_VERSION,
        description:
          'API of the data-services cabinet. Unsafe methods need the X-XSRF-TOKEN header echoing the XSRF-TOKEN cookie from GET /api/sanctum/csrf-cookie; signed-in calls send `Authorization: Bearer <id|secret>`.',
      },
      components: { securitySchemes: { bearer: { type: 'http', scheme: 'bearer' } } },
      security: [{ bearer: [] }],
    },
    transform: jsonSchemaTransform,
  });
  await app.register(swaggerUi, { routePrefix: '/api/docs', staticCSP: false });
  app.get('/api/openapi.json', { schema: { hide: true }, config: { access: 'public' } }, async () =>
    app.swagger(),
  );
}
