import type { FastifyInstance } from 'fastify';
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import { z } from 'zod';
import {
  createJsonSchemaTransform,
  createJsonSchemaTransformObject,
} from 'fastify-type-provider-zod';
import * as contract from '@cabinet/contract';
import type { Access } from '../auth/guard.js';
import {
  errorAnswersOf,
  errorResponses,
  operationIdOf,
  pathParamsOf,
  documentedParameters,
  securityOf,
  SECURITY_SCHEMES,
  withRateHeaders,
} from './openapi-operations.js';

export const APP_VERSION = '0.1.0';

declare module 'fastify' {
  interface FastifySchema {
    /** What a file answer's body is (`application/pdf`, `text/csv`…), beside JSON errors. */
    produces?: readonly string[];
    /**
     * A multipart form the handler reads part by part (so Fastify validates no body): stated in
     * the document as the request's body.
     */
    form?: z.ZodObject;
  }
  interface FastifyContextConfig {
    /** The route refuses too many attempts or jobs with 429 (login, recovery, exports…). */
    throttled?: boolean;
  }
}

/**
 * The contract's named bodies become the document's components, referenced where they are used,
 * under the names both sides import them by. Path and query schemas stay inline (OpenAPI lists
 * parameters one by one), and so do `…Input` bodies: the generator names a schema's input form
 * `<name>Input`, which they would collide with.
 */
function contractComponents() {
  const registry = z.registry<{ id: string }>();
  for (const [name, value] of Object.entries(contract)) {
    const body = /^[A-Z]/.test(name) && !/(Params|Query|Input)$/.test(name);
    if (value instanceof z.ZodObject && body && !registry.has(value))
      registry.add(value, { id: name });
  }
  return registry;
}

/** Whether a body or query names rows by id (a missing one may answer 404, as a path id does). */
function namesRows(body: unknown): boolean {
  if (!(body instanceof z.ZodType)) return false;
  const json = JSON.stringify(z.toJSONSchema(body, { io: 'input', unrepresentable: 'any' }));
  return json.includes(`"maximum":${contract.MAX_ROW_ID}`);
}

/** The route's declared access, written into its operation: who may call it. */
function describeAccess(access: Access | undefined): {
  description?: string;
  'x-permission'?: string | null;
} {
  if (access === undefined || access === 'public') return {};
  if (access === 'operator')
    return {
      description: 'Operator only: METRICS_TOKEN as a bearer token, or a local connection.',
    };
  const needs = access.permission
    ? `Needs the permission \`${access.permission}\``
    : 'Needs a signed-in user';
  const scope = access.user ? `; the user \`${access.user}\` must be in the caller's scope` : '';
  return { description: `${needs}${scope}.`, 'x-permission': access.permission };
}

type Operation = Record<string, unknown> & { responses?: Record<string, unknown> };

/** Vendor notes the route transform leaves for the document transform, which turns them into answers. */
function finishOperation(operation: Operation): void {
  const errors = operation['x-errors'] as number[] | undefined;
  const produces = operation['x-produces'] as string[] | undefined;
  delete operation['x-errors'];
  delete operation['x-produces'];
  const responses = (operation.responses ??= {});
  if (produces) {
    const ok = (responses['200'] ?? { description: 'The file' }) as {
      description: string;
      content?: Record<string, unknown>;
    };
    responses['200'] = {
      description: ok.description === 'Default Response' ? 'The file' : ok.description,
      content: {
        ...Object.fromEntries(
          produces.map((type) => [type, { schema: { type: 'string', format: 'binary' } }]),
        ),
        ...ok.content,
      },
    };
  }
  for (const status of errors ?? [])
    responses[String(status)] ??= { $ref: `#/components/responses/Error${status}` };
  if (errors?.includes(429)) withRateHeaders(responses);
}

/**
 * Keeps the components some operation reaches, directly or through another component: the
 * contract names more bodies than the API answers (the client's own forms, say).
 */
function dropUnusedSchemas(document: { components: { schemas?: Record<string, unknown> } }): void {
  const schemas = document.components.schemas ?? {};
  const refsIn = (value: unknown) =>
    [...JSON.stringify(value).matchAll(/"#\/components\/schemas\/([^"]+)"/g)].map((m) => m[1]!);
  const { schemas: _all, ...rest } = document.components;
  const used = new Set<string>();
  const pending = refsIn({ ...document, components: rest });
  while (pending.length > 0) {
    const name = pending.pop()!;
    if (used.has(name)) continue;
    used.add(name);
    pending.push(...refsIn(schemas[name]));
  }
  document.components.schemas = Object.fromEntries(
    Object.entries(schemas).filter(([name]) => used.has(name)),
  );
}

/**
 * The OpenAPI 3 document is generated from the routes' zod schemas (the contract package), served
 * at /api/openapi.json, with an interactive reference at /api/docs. It validates (swagger-parser,
 * Redocly's recommended rules) and client generators read it: every operation has an id, its
 * error answers (one shared error body) and its security, and file answers their content types.
 */
export async function openApiPlugin(app: FastifyInstance): Promise<void> {
  const schemaRegistry = contractComponents();
  const routeTransform = createJsonSchemaTransform({ schemaRegistry });
  const componentsTransform = createJsonSchemaTransformObject({ schemaRegistry });
  await app.register(swagger, {
    openapi: {
      // 3.1: its schemas are JSON Schema (2020-12), as zod writes them (`const`, `type: [.., 'null']`).
      openapi: '3.1.0',
      info: {
        title: 'Cabinet API',
        version: APP_VERSION,
        description:
          'API of the data-services cabinet. Unsafe methods need the X-XSRF-TOKEN header echoing the XSRF-TOKEN cookie from GET /api/sanctum/csrf-cookie; signed-in calls send `Authorization: Bearer <id|secret>`. Text fields are trimmed before their lengths are checked; rules between fields are named in each operation’s description.',
        license: { name: 'Proprietary', url: 'https://example.kz/license' },
      },
      servers: [{ url: '/', description: 'This cabinet' }],
      components: { securitySchemes: SECURITY_SCHEMES },
    },
    transform: (input) => {
      const form = input.schema.form;
      const { schema, url } = routeTransform(
        form ? { ...input, schema: { ...input.schema, body: form, form: undefined } } : input,
      );
      const route = input.route;
      const access = describeAccess(route.config?.access);
      const method = String(Array.isArray(route.method) ? route.method[0] : route.method);
      // Rules between fields are stated on the contract's schemas (`.describe`), one place each.
      const rules = [input.schema.params, input.schema.querystring, form ?? input.schema.body].map(
        (part) => (part instanceof z.ZodType ? part.description : undefined),
      );
      const description = [
        ...new Set([schema.description, ...rules, access.description].filter(Boolean)),
      ].join('\n\n');
      const { produces, ...rest } = schema as typeof schema & { produces?: string[] };
      return {
        schema: {
          ...rest,
          // A route served at two addresses (`/role` and `/role/:id`) names only its own parameters.
          ...(rest.params
            ? { params: pathParamsOf(rest.params, url, input.route.schema?.params) }
            : {}),
          ...(rest.querystring
            ? {
                querystring: documentedParameters(
                  rest.querystring,
                  input.route.schema?.querystring,
                ),
              }
            : {}),
          ...access,
          ...(description ? { description } : {}),
          operationId: (rest as { operationId?: string }).operationId ?? operationIdOf(method, url),
          security: securityOf(method, route.config?.access),
          'x-errors': errorAnswersOf({
            method,
            access: route.config?.access,
            hasInput: Boolean(rest.body || rest.querystring || rest.params),
            hasParams:
              /[:{]/.test(url) ||
              namesRows(form ?? input.schema.body) ||
              namesRows(input.schema.querystring),
            throttled: route.config?.throttled === true,
          }),
          ...(produces ? { 'x-produces': produces } : {}),
        },
        url,
      };
    },
    transformObject: (documents) => {
      const document = componentsTransform(documents) as {
        paths?: Record<string, Record<string, Operation>>;
        components?: Record<string, unknown>;
      };
      for (const operations of Object.values(document.paths ?? {}))
        for (const operation of Object.values(operations)) finishOperation(operation);
      document.components = { ...document.components, responses: errorResponses() };
      dropUnusedSchemas(document as { components: { schemas?: Record<string, unknown> } });
      return document as ReturnType<typeof componentsTransform>;
    },
  });
  await app.register(swaggerUi, { routePrefix: '/api/docs', staticCSP: false });
  app.get('/api/openapi.json', { schema: { hide: true }, config: { access: 'public' } }, async () =>
    app.swagger(),
  );
}
