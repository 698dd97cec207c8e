import { z } from 'zod';
import { PATH_ID_PATTERN } from '@cabinet/contract';
import type { Access } from '../auth/guard.js';

const SAFE = new Set(['GET', 'HEAD', 'OPTIONS']);

export const SECURITY_SCHEMES = {
  bearer: {
    type: 'http',
    scheme: 'bearer',
    description: 'A Sanctum token `<id>|<secret>` from POST /api/sanctum/token.',
  },
  csrfHeader: {
    type: 'apiKey',
    in: 'header',
    name: 'X-XSRF-TOKEN',
    description:
      'Echoes the XSRF-TOKEN cookie from GET /api/sanctum/csrf-cookie (Sanctum’s SPA protocol); every unsafe method needs it.',
  },
  csrfCookie: {
    type: 'apiKey',
    in: 'cookie',
    name: 'XSRF-TOKEN',
    description: 'The cookie GET /api/sanctum/csrf-cookie sets; sent back with unsafe methods.',
  },
} as const;

const ERROR_ANSWERS: Record<number, string> = {
  401: 'Not signed in: no token, or an expired, revoked or unknown one.',
  403: 'The caller lacks the permission, or what it names is outside its scope.',
  404: 'Nothing of that id, or an address that is not one.',
  409: 'The change conflicts with what is stored (in use, already done, kept for ever).',
  413: 'The body is larger than the route takes.',
  415: 'A body of a type that cannot be read.',
  419: 'The X-XSRF-TOKEN header does not echo a cookie this server minted.',
  422: 'The input is invalid: `errors` names each field with its messages.',
  429: 'Too many attempts or jobs; `Retry-After` says when to try again.',
  503: 'Maintenance, the database is unavailable (`Retry-After` says when to try again), or the file storage takes no writes (507 when it is full).',
};

const count = (description: string, minimum: number) => ({
  description,
  schema: { type: 'integer', minimum },
});

/** What every answer of a throttled operation tells, as Laravel's throttle middleware does. */
const RATE_HEADERS = {
  'X-RateLimit-Limit': count('The attempts the limit allows (exports: how many at once).', 1),
  'X-RateLimit-Remaining': count('What is left of the limit once this request counted.', 0),
};

/** A throttled operation's answers tell its limit (429 also says when to try again). */
export function withRateHeaders(responses: Record<string, unknown>): void {
  for (const [status, answer] of Object.entries(responses))
    if (/^2\d\d$/.test(status) && answer && typeof answer === 'object' && !('$ref' in answer)) {
      const own = answer as { headers?: Record<string, unknown> };
      own.headers = { ...own.headers, ...RATE_HEADERS };
    }
}

/** One shared answer per error status, each the contract's error body. */
export function errorResponses(): Record<string, unknown> {
  return Object.fromEntries(
    Object.entries(ERROR_ANSWERS).map(([status, description]) => [
      `Error${status}`,
      {
        description,
        ...(status === '429'
          ? {
              headers: {
                'Retry-After': { ...count('Seconds to wait.', 1), required: true },
                ...RATE_HEADERS,
              },
            }
          : {}),
        content: { 'application/json': { schema: { $ref: '#/components/schemas/ErrorBody' } } },
      },
    ]),
  );
}

/** The errors an operation may answer, from what the route declares. */
export function errorAnswersOf(route: {
  method: string;
  access: Access | undefined;
  hasInput: boolean;
  hasParams: boolean;
  throttled: boolean;
}): number[] {
  const unsafe = !SAFE.has(route.method);
  const signedIn = route.access !== undefined && route.access !== 'public';
  const guarded =
    typeof route.access === 'object' &&
    (route.access.permission !== null ||
      route.access.user !== undefined ||
      !!route.access.scopedBy);
  return [
    ...(signedIn ? [401] : []),
    ...(guarded ? [403] : []),
    ...(route.hasParams ? [404] : []),
    ...(unsafe && signedIn ? [409] : []),
    ...(unsafe ? [413, 415, 419] : []),
    ...(route.hasInput || unsafe ? [422] : []),
    ...(route.throttled ? [429] : []),
    503,
  ];
}

/** Who may call: a token when signed in, and the CSRF pair for every unsafe method. */
export function securityOf(method: string, access: Access | undefined): Record<string, string[]>[] {
  const requirement: Record<string, string[]> = {};
  if (access !== undefined && access !== 'public' && access !== 'operator') requirement.bearer = [];
  if (!SAFE.has(method)) Object.assign(requirement, { csrfHeader: [], csrfCookie: [] });
  return Object.keys(requirement).length > 0 ? [requirement] : [];
}

/**
 * A stable id from the method and the path, as generators name their functions:
 * `POST /api/access-control/role/{id}` → `postAccessControlRoleById`.
 */
export function operationIdOf(method: string, url: string): string {
  const words = url
    .replace(/^\/api(\/|$)/, '/')
    .split('/')
    .filter(Boolean)
    .map((segment) => {
      const param = /^[:{]([^}]+)}?$/.exec(segment);
      return param ? `by-${param[1]}` : segment;
    })
    .join('-')
    .split(/[^A-Za-z0-9]+/)
    .filter(Boolean);
  const camel = words.map((word) => word[0]!.toUpperCase() + word.slice(1)).join('');
  return `${method.toLowerCase()}${camel || 'Root'}`;
}

/**
 * A parameter is text on the wire. An id (digits), a yes/no (`true/false/1/0`) or one of a few
 * numbers is read from it; the document states what it is read as (the schema's output: an integer
 * with its bounds, a boolean, an enum), as clients are to send it.
 */
function asDocumented(property: unknown, zodProperty: z.ZodType | undefined): unknown {
  if (!zodProperty) return property;
  const { $schema: _dialect, ...read } = z.toJSONSchema(zodProperty, {
    io: 'output',
    unrepresentable: 'any',
  });
  const isId = (property as { pattern?: string }).pattern === PATH_ID_PATTERN.source;
  const documented = (isId || read.type === 'boolean' || read.enum ? read : property) as object;
  // The contract's note on a parameter (a list's lenient `sortBy`) travels with it.
  const note = zodProperty.description;
  return note ? { ...documented, description: note } : documented;
}

type ParametersSchema = { properties?: Record<string, unknown>; required?: string[] };

/** Each parameter of a path or query schema as the document states it (see asDocumented). */
export function documentedParameters(json: unknown, zodParams: unknown): unknown {
  const schema = json as ParametersSchema;
  if (!schema.properties || !(zodParams instanceof z.ZodObject)) return json;
  const shape = zodParams.shape as Record<string, z.ZodType>;
  return {
    ...schema,
    properties: Object.fromEntries(
      Object.entries(schema.properties).map(([name, property]) => [
        name,
        asDocumented(property, shape[name]),
      ]),
    ),
  };
}

/** A params schema narrowed to the parameters this address has, as the document states them. */
export function pathParamsOf(params: unknown, url: string, zodParams: unknown): unknown {
  const schema = documentedParameters(params, zodParams) as ParametersSchema;
  if (!schema.properties) return params;
  const named = new Set([...url.matchAll(/[:{]([A-Za-z0-9_]+)/g)].map((match) => match[1]!));
  return {
    ...schema,
    properties: Object.fromEntries(
      Object.entries(schema.properties).filter(([name]) => named.has(name)),
    ),
    ...(schema.required ? { required: schema.required.filter((name) => named.has(name)) } : {}),
  };
}
