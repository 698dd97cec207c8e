import type { FastifyInstance } from 'fastify';
import fc from 'fast-check';
import { z } from 'zod';
import { routesOf, type Access, type DeclaredRoute } from '../../src/core/auth/guard.js';

/** A JSON Schema node, as zod writes it. */
export type JsonSchema = {
  type?: string | string[];
  enum?: unknown[];
  const?: unknown;
  format?: string;
  pattern?: string;
  minLength?: number;
  maxLength?: number;
  minimum?: number;
  maximum?: number;
  exclusiveMinimum?: number;
  exclusiveMaximum?: number;
  minItems?: number;
  maxItems?: number;
  items?: JsonSchema;
  properties?: Record<string, JsonSchema>;
  required?: string[];
  additionalProperties?: boolean | JsonSchema;
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  allOf?: JsonSchema[];
  default?: unknown;
};

export interface ApiRoute {
  method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  url: string;
  access: Access | undefined;
  /** Whether unsafe calls need the CSRF pair. */
  csrf: boolean;
  pathParams: string[];
  /** The zod schemas the route validates with, when it declares them. */
  params: z.ZodType | undefined;
  querystring: z.ZodType | undefined;
  body: z.ZodType | undefined;
  multipart: boolean;
}

export const routeName = (route: { method: string; url: string }) => `${route.method} ${route.url}`;

const isZod = (value: unknown): value is z.ZodType => value instanceof z.ZodType;

/**
 * Every API route the server registered (and any other the guard watches, such as the metrics),
 * from the guard's own registry: what a test walks to call each of them, so that a route added
 * later is covered without editing the test. The interactive reference's static files (under
 * /api/docs), the WebSocket and HEAD twins of GET routes are left out.
 */
export function apiRoutes(app: FastifyInstance): ApiRoute[] {
  return routesOf(app)
    .filter(
      (route: DeclaredRoute) =>
        (route.url.startsWith('/api/') || route.access !== undefined) &&
        !route.url.startsWith('/api/docs') &&
        !route.websocket &&
        ['GET', 'POST', 'PUT', 'PATCH', 'DELETE'].includes(route.method),
    )
    .map((route) => ({
      method: route.method as ApiRoute['method'],
      url: route.url,
      access: route.access,
      csrf: route.csrf,
      pathParams: [...route.url.matchAll(/:(\w+)/g)].map((match) => match[1]!),
      params: isZod(route.schema?.params) ? route.schema.params : undefined,
      querystring: isZod(route.schema?.querystring) ? route.schema.querystring : undefined,
      body: isZod(route.schema?.body) ? route.schema.body : undefined,
      multipart: ((route.schema?.consumes as string[] | undefined) ?? []).includes(
        'multipart/form-data',
      ),
    }));
}

export function jsonSchemaOf(schema: z.ZodType | undefined): JsonSchema | undefined {
  if (!schema) return undefined;
  return z.toJSONSchema(schema, { io: 'input', unrepresentable: 'any' }) as JsonSchema;
}

export const fillPath = (url: string, values: Record<string, string | number>) =>
  url.replace(/:(\w+)/g, (_, name: string) => encodeURIComponent(String(values[name])));

const types = (node: JsonSchema): string[] =>
  node.type === undefined ? [] : Array.isArray(node.type) ? node.type : [node.type];

const clampLength = (text: string, node: JsonSchema) => {
  const min = node.minLength ?? 0;
  const padded = text.length < min ? text + 'z'.repeat(min - text.length) : text;
  return node.maxLength === undefined ? padded : padded.slice(0, node.maxLength);
};

const FORMATS: Record<string, string> = {
  email: 'zz.sample@example.kz',
  date: '2026-10-01',
  'date-time': '2026-10-01T10:00:00+05:00',
  datetime: '2026-10-01T10:00:00+05:00',
  uri: 'https://example.kz/',
  url: 'https://example.kz/',
  uuid: '00000000-0000-4000-8000-000000000000',
};

/**
 * One value a schema accepts, as far as JSON Schema tells (zod's refinements may still refuse it):
 * the first choice of every enum and union, the smallest allowed numbers, strings matching their
 * format or pattern, objects with their required properties.
 */
export function sampleOf(node: JsonSchema | undefined, seed = 1): unknown {
  if (!node) return undefined;
  if (node.default !== undefined) return node.default;
  if (node.const !== undefined) return node.const;
  if (node.enum) return node.enum[0];
  const union = node.anyOf ?? node.oneOf;
  if (union) return sampleOf(union.find((option) => option.type !== 'null') ?? union[0], seed);
  if (node.allOf) return sampleOf(Object.assign({}, ...node.allOf) as JsonSchema, seed);
  const type = types(node).find((kind) => kind !== 'null') ?? 'object';
  switch (type) {
    case 'string': {
      const formatted = node.format ? FORMATS[node.format] : undefined;
      if (formatted) return formatted;
      // Read as ajv and zod read it, Unicode-aware (a login's \p{L}).
      if (node.pattern) {
        const matches = fc.sample(
          fc.stringMatching(new RegExp(node.pattern, 'u')).filter((text) => {
            const length = [...text].length;
            return length >= (node.minLength ?? 0) && length <= (node.maxLength ?? Infinity);
          }),
          { numRuns: 1, seed },
        );
        return matches[0];
      }
      return clampLength('zz-sample', node);
    }
    case 'integer':
    case 'number': {
      const low = node.minimum ?? (node.exclusiveMinimum ?? 0) + 1;
      return node.maximum === undefined
        ? Math.max(low, 1)
        : Math.min(Math.max(low, 1), node.maximum);
    }
    case 'boolean':
      return false;
    case 'array':
      return Array.from({ length: node.minItems ?? 0 }, () => sampleOf(node.items, seed));
    default:
      return Object.fromEntries(
        (node.required ?? []).map((key) => [
          key,
          // A transform before the check hides an e-mail's format from JSON Schema.
          /email/i.test(key) ? FORMATS.email : sampleOf(node.properties?.[key], seed),
        ]),
      );
  }
}

/** The declared access of a user route (public and operator routes have no permission). */
export const declared = (route: ApiRoute) =>
  typeof route.access === 'object' ? route.access : undefined;
