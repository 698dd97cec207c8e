import type { FastifyInstance } from 'fastify';
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import { jsonSchemaTransform } from 'fastify-type-provider-zod';
import type { Access } from '../auth/guard.js';

export const APP_VERSION = '0.1.0';

/** The route's declared access, written into its operation: who may call it. */
function describeAccess(access: Access | undefined): {
  security?: [];
  description?: string;
  'x-permission'?: string | null;
} {
  if (access === undefined || access === 'public') return { security: [] };
  if (access === 'operator')
    return {
      security: [],
      description: 'Operator only: METRICS_TOKEN as a bearer token, or a local connection.',
    };
  const needs = access.permission
    ? `Needs the permission \`${access.permission}\``
    : 'Needs a signed-in user';
  const scope = access.user ? `; the user \`${access.user}\` must be in the caller's scope` : '';
  return { description: `${needs}${scope}.`, 'x-permission': access.permission };
}

/**
 * The OpenAPI 3 document is generated from the routes' zod schemas (the contract package), served
 * at /api/openapi.json, with an interactive reference at /api/docs.
 */
export async function openApiPlugin(app: FastifyInstance): Promise<void> {
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
    transform: (input) => {
      const { schema, url } = jsonSchemaTransform(input);
      const access = describeAccess(input.route.config?.access);
      const description = [schema.description, access.description].filter(Boolean).join('\n\n');
      return { schema: { ...schema, ...access, ...(description ? { description } : {}) }, url };
    },
  });
  await app.register(swaggerUi, { routePrefix: '/api/docs', staticCSP: false });
  app.get('/api/openapi.json', { schema: { hide: true }, config: { access: 'public' } }, async () =>
    app.swagger(),
  );
}
