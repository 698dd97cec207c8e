import crypto from 'node:crypto';
import Fastify from 'fastify';
import type { Kysely } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { guardPlugin, type ScopedInput } from '../../../src/core/auth/guard.js';
import type { Database } from '../../../src/core/db/schema.js';
import {
  apiRoutes,
  declared,
  fillPath,
  jsonSchemaOf,
  routeName,
  sampleOf,
  type ApiRoute,
} from '../../helpers/api-routes.js';
import {
  headerProblems,
  keep,
  secretsIn,
  shapeProblem,
  type Answer,
} from '../../helpers/answer-checks.js';
import { changedTables, fingerprinter } from '../../helpers/db-fingerprint.js';
import { buildWorld, type MatrixCaller, type World } from '../../helpers/security-world.js';
import { startTestApp, type TestApp } from '../../helpers/test-app.js';

/**
 * GET routes of the contract that change data on purpose. Every other GET must leave the
 * database as it found it.
 */
const GETS_THAT_WRITE: Record<string, string> = {
  'GET /api/logout': 'the contract signs out with a GET; it deletes the caller’s own token',
  'GET /api/partners/delete/:id': 'the contract deletes (or blocks) a partner with a GET',
  'GET /api/requests/download/:userId/:serviceId/:startDate/:endDate':
    'the first call starts the export job (a row in export_jobs) that later calls poll',
  'GET /api/user/:userId/reports/:serviceId/report/document':
    'the contract makes the monthly report and keeps it among the documents',
};

let t: TestApp;
let world: World;
let routes: ApiRoute[];
const answers: Answer[] = [];
/** The answers by caller and route (`caller → METHOD /url`), to compare callers on one route. */
const byRoute = new Map<string, Answer>();
const mismatches: string[] = [];
const writingGets: string[] = [];
/** Every token handed to a caller, and its stored hash: no answer may echo one. */
const tokenSecrets = new Set<string>();
let csrf: string;
const OPERATOR_TOKEN = 'zz-operator-token-that-no-user-holds';

/** Not refused by the guard (nor a 500); or exactly one of these statuses; or not called. */
type Expectation = 'allowed' | number[] | 'skip';

const scopeOf = (route: ApiRoute): { input: ScopedInput } | undefined => {
  const access = declared(route);
  if (access?.user) return { input: { in: 'params', name: access.user, resource: 'user' } };
  return access?.scopedBy ? { input: access.scopedBy } : undefined;
};

/** What the route's own declaration promises this caller. */
function expectation(caller: MatrixCaller, route: ApiRoute): Expectation {
  // The operator's tools take the operator's token, never a user's.
  if (route.access === 'operator') return caller.aim === 'own' ? [401] : 'skip';
  const access = declared(route);
  if (!access) return caller.aim === 'own' ? 'allowed' : 'skip';
  if (caller.group === undefined) return [401];
  if (access.permission && !caller.permissions.has(access.permission)) return [403];
  const scope = scopeOf(route);
  if (caller.aim === 'own') return 'allowed';
  if (!scope) return 'skip';
  // Anybody but staff gets the same refusal for somebody else's id and for one that exists
  // nowhere: 403, or 404 where owners only ever see their own things (alert rules).
  const refusal = scope.input.resource === 'alert-rule' ? 404 : 403;
  if (caller.aim === 'other' || caller.group !== 'Admin') return [refusal];
  // An admin reaches everybody, and learns that a missing id is missing (a body's field may say
  // so as an invalid field); `self` is only ever oneself.
  if (scope.input.resource === 'self') return [403];
  return scope.input.in === 'body' ? [404, 422] : [404];
}

/** Values for path and query inputs that name no scoped resource. */
function namedValue(name: string): string | number | undefined {
  const values: Record<string, string | number> = {
    serviceId: world.alpha.serviceId,
    code: world.alpha.serviceCode,
    year: 2026,
    currentYear: 2026,
    month: 10,
    currentMonth: 10,
    startDate: '2026-10-01',
    endDate: '2026-10-31',
  };
  return values[name];
}

/** `browser`: the token also rides in the session cookie the web client keeps it in. */
async function callAs(caller: MatrixCaller, route: ApiRoute, withCsrf = true, browser = false) {
  const scope = scopeOf(route);
  const paramSchema = jsonSchemaOf(route.params);
  const params = Object.fromEntries(
    route.pathParams.map((name) => [
      name,
      scope?.input.in === 'params' && scope.input.name === name
        ? caller.value(
            scope.input.resource === 'user' && /^(parent|partner)Id$/.test(name)
              ? 'partner'
              : scope.input.resource,
          )
        : (namedValue(name) ?? (sampleOf(paramSchema?.properties?.[name]) as string | number)),
    ]),
  );
  const querySchema = jsonSchemaOf(route.querystring);
  const query = new URLSearchParams();
  for (const name of querySchema?.required ?? []) {
    const value = namedValue(name) ?? sampleOf(querySchema?.properties?.[name]);
    query.set(name, String(value));
  }
  const unsafe = route.method !== 'GET';
  // Bodies stay empty (refused by validation, after the guard) except to aim an input that the
  // handler checks at somebody else's: then the body must pass validation to reach the check.
  let body: unknown = unsafe ? {} : undefined;
  if (unsafe && route.body && scope && declared(route)?.scopedBy && caller.aim !== 'own') {
    const sample = sampleOf(jsonSchemaOf(route.body)) as Record<string, unknown>;
    body =
      scope.input.in === 'body'
        ? { ...sample, [scope.input.name]: caller.value(scope.input.resource) }
        : sample;
    expect(route.body.safeParse(body).success, `${routeName(route)}: sample body`).toBe(true);
  }
  const token = await caller.token();
  if (token) {
    const secret = token.split('|')[1]!;
    tokenSecrets.add(secret).add(crypto.createHash('sha256').update(secret).digest('hex'));
  }
  const url = fillPath(route.url, params) + (query.size > 0 ? `?${query}` : '');
  const res = await t.app.inject({
    method: route.method,
    url,
    headers: {
      origin: 'https://evil.example',
      ...(token ? { authorization: `Bearer ${token}` } : {}),
      ...(unsafe && withCsrf ? { 'x-xsrf-token': csrf } : {}),
      ...(body !== undefined ? { 'content-type': 'application/json' } : {}),
    },
    cookies: {
      ...(unsafe && withCsrf ? { 'XSRF-TOKEN': csrf } : {}),
      ...(browser && token ? { token } : {}),
    },
    payload: body === undefined ? undefined : JSON.stringify(body),
  });
  const answer = keep(`${caller.name} → ${route.method} ${url}`, url, res);
  answers.push(answer);
  if (withCsrf) byRoute.set(`${caller.name} → ${routeName(route)}`, answer);
  return answer;
}

function judge(caller: MatrixCaller, route: ApiRoute, answer: Answer, expected: Expectation) {
  const ok =
    expected === 'allowed'
      ? answer.status !== 401 && answer.status !== 403 && answer.status < 500
      : expected !== 'skip' && expected.includes(answer.status);
  if (!ok)
    mismatches.push(
      `${answer.label}: expected ${expected}, got ${answer.status} ${answer.body.slice(0, 160)}`,
    );
}

beforeAll(async () => {
  t = await startTestApp({ METRICS_TOKEN: OPERATOR_TOKEN });
  world = await buildWorld(t);
  routes = apiRoutes(t.app);
  const picture = await fingerprinter(t.db);
  const cookie = await t.app.inject({ method: 'GET', url: '/api/sanctum/csrf-cookie' });
  answers.push(keep('csrf cookie', '/api/sanctum/csrf-cookie', cookie));
  csrf = cookie.cookies.find((c) => c.name === 'XSRF-TOKEN')!.value;

  // Reads first, each between two pictures of the database; then what may write, deletes last.
  const order = (route: ApiRoute) =>
    route.method === 'GET' && !GETS_THAT_WRITE[routeName(route)]
      ? 0
      : route.method === 'DELETE'
        ? 2
        : 1;
  const ordered = [...routes].sort((a, b) => order(a) - order(b));
  /** Waits until background jobs (exports, documents) started by earlier calls are done. */
  const settle = async () => {
    for (let last = await picture(), tries = 0; tries < 50; tries += 1) {
      await new Promise((resolve) => setTimeout(resolve, 40));
      const now = await picture();
      if (now === last) return now;
      last = now;
    }
    throw new Error('the database never settled');
  };
  const writes = async (caller: MatrixCaller, route: ApiRoute, quiet: boolean) => {
    const before = quiet ? await settle() : await picture();
    const answer = await callAs(caller, route);
    const after = await picture();
    return { answer, changed: after === before ? [] : changedTables(before, after) };
  };
  for (const caller of world.callers) {
    await settle();
    for (const route of ordered) {
      const expected = expectation(caller, route);
      if (expected === 'skip') continue;
      // Refused callers never reach a handler: reads are checked for writes as signed-in callers.
      if (order(route) > 0 || caller.group === undefined || caller.aim !== 'own') {
        judge(caller, route, await callAs(caller, route), expected);
        continue;
      }
      let { answer, changed } = await writes(caller, route, false);
      // A change may be a job that an earlier call started: once the database is quiet, the same
      // call again must change nothing.
      if (changed.length > 0) ({ answer, changed } = await writes(caller, route, true));
      judge(caller, route, answer, expected);
      if (changed.length > 0) writingGets.push(`${answer.label}: ${changed.join(', ')}`);
    }
  }
}, 240_000);
afterAll(async () => {
  await t?.close();
});

describe('the route registry', () => {
  it('holds every API route, each with a declared access rule', () => {
    expect(routes.length).toBeGreaterThan(80);
    const undeclared = routes.filter((route) => route.access === undefined).map(routeName);
    expect(undeclared).toEqual([]);
    for (const known of Object.keys(GETS_THAT_WRITE))
      expect(routes.map(routeName), 'a listed GET no longer exists').toContain(known);
  });

  it('refuses a route without an access rule, and lists a declared route added later', async () => {
    const bare = Fastify();
    guardPlugin(bare, {
      db: t.db as Kysely<Database>,
      tokens: {} as never,
      keys: {} as never,
      csrfSecret: 'x',
    });
    expect(() => bare.get('/api/zz-undeclared', async () => 'open')).toThrow(
      /declares no access rule/,
    );
    bare.get('/api/zz-added', { config: { access: { permission: null } } }, async () => 'ok');
    expect(apiRoutes(bare).map(routeName)).toContain('GET /api/zz-added');
    await bare.close();
  });
});

describe('the access matrix over every route', () => {
  it('answers every caller as the route declares: 401, 403, 404, or not refused', () => {
    const callers = world.callers.map((c) => c.name);
    expect(callers).toEqual(
      expect.arrayContaining(['nobody', 'expired token', 'revoked token', 'client', 'Admin']),
    );
    expect(answers.length).toBeGreaterThan(routes.length * 8);
    expect(mismatches).toEqual([]);
  });

  it('answers an out-of-scope id and a missing id alike, on every route with an id', () => {
    const pairs = [
      ['Partner on another partner’s ids', 'Partner on missing ids'],
      ['client on another partner’s ids', 'client on missing ids'],
      ['client on its sibling’s ids', 'client on missing ids'],
    ];
    const seen = (answer: Answer) => {
      const body = JSON.parse(answer.body) as { message?: unknown; errors?: object };
      return {
        status: answer.status,
        message: body.message,
        fields: Object.keys(body.errors ?? {}),
      };
    };
    const compared: string[] = [];
    const different: string[] = [];
    for (const route of routes.filter((r) => scopeOf(r)))
      for (const [other, missing] of pairs) {
        const a = byRoute.get(`${other} → ${routeName(route)}`);
        const b = byRoute.get(`${missing} → ${routeName(route)}`);
        if (!a || !b) continue;
        compared.push(routeName(route));
        if (JSON.stringify(seen(a)) !== JSON.stringify(seen(b)))
          different.push(`${routeName(route)}: ${a.label} ${a.body} / ${b.label} ${b.body}`);
      }
    expect(compared).toContain('DELETE /api/api-keys/:id');
    expect(compared).toContain('DELETE /api/alerts/rules/:id');
    expect(new Set(compared).size).toBeGreaterThan(20);
    expect(different).toEqual([]);
  });

  it('never answers 500, and every refusal is in the contract’s error shape', () => {
    expect(answers.filter((a) => a.status >= 500).map((a) => a.label)).toEqual([]);
    expect(answers.map(shapeProblem).filter(Boolean)).toEqual([]);
  });

  it('no GET changes data, except the contract’s own listed ones', () => {
    expect(writingGets).toEqual([]);
  });

  it('no answer carries a password hash, a token or secret, or a stack trace', () => {
    expect(tokenSecrets.size).toBeGreaterThan(1000);
    const appSecret = t.config.APP_SECRET!;
    expect(answers.flatMap((answer) => secretsIn(answer, appSecret, tokenSecrets))).toEqual([]);
    expect(answers.filter((answer) => answer.body.includes(OPERATOR_TOKEN))).toEqual([]);
  });

  it('no answer to the first partner’s side carries the second partner’s data', () => {
    const firstSide = answers.filter((a) => !a.label.startsWith('Admin'));
    expect(firstSide.length).toBeGreaterThan(500);
    const leaks = firstSide.flatMap((answer) =>
      world.bravoMarkers
        .filter((marker) => answer.body.includes(marker))
        .map((marker) => `${answer.label}: ${marker}`),
    );
    expect(leaks).toEqual([]);
    // The markers are real: staff, who see everybody, do meet them.
    const admin = answers.filter((a) => a.label.startsWith('Admin →')).map((a) => a.body);
    for (const marker of ['zz-bravo-partner', 'zz-bravo-client', 'Zz bravo company'])
      expect(
        admin.some((body) => body.includes(marker)),
        marker,
      ).toBe(true);
  });

  it('every answer carries the security headers, no CORS grant and no cookie but CSRF’s', () => {
    expect(answers.flatMap(headerProblems)).toEqual([]);
  });
});

describe('CSRF', () => {
  it('every unsafe method on every route without the header gets 419, signed in by the browser or not', async () => {
    const unsafe = routes.filter((route) => route.method !== 'GET' && route.csrf);
    expect(unsafe.length).toBeGreaterThan(30);
    const admin = world.callers.find((c) => c.name === 'Admin')!;
    const nobody = world.callers.find((c) => c.name === 'nobody')!;
    const wrong: string[] = [];
    for (const route of unsafe)
      for (const caller of [nobody, admin]) {
        const answer = await callAs(caller, route, false, true);
        if (answer.status !== 419 || shapeProblem(answer)) wrong.push(answer.label);
      }
    expect(wrong).toEqual([]);
  });
});

describe('routes without CSRF', () => {
  it('are only those that take a bearer token and no cookie, and refuse a caller without one', async () => {
    const exempt = routes.filter((route) => !route.csrf);
    expect(exempt.map((route) => `${route.method} ${route.url}`)).toEqual([
      'POST /broadcasting/auth',
    ]);
    const nobody = world.callers.find((c) => c.name === 'nobody')!;
    for (const route of exempt) expect((await callAs(nobody, route, false)).status).toBe(401);
  });
});

describe('cookies and transport over HTTPS', () => {
  it('the CSRF cookie is Secure, HSTS is on, and no API answer opens CORS', async () => {
    const https = await startTestApp({ PUBLIC_URL: 'https://cabinet.example.kz' });
    try {
      const res = await https.app.inject({
        method: 'GET',
        url: '/api/sanctum/csrf-cookie',
        headers: { origin: 'https://evil.example' },
      });
      const cookie = res.cookies.find((c) => c.name === 'XSRF-TOKEN')!;
      expect(cookie).toMatchObject({ secure: true, sameSite: 'Lax', path: '/' });
      expect(res.headers['strict-transport-security']).toMatch(/max-age=\d+/);
      const preflight = await https.app.inject({
        method: 'OPTIONS',
        url: '/api/sanctum/token',
        headers: {
          origin: 'https://evil.example',
          'access-control-request-method': 'POST',
          'access-control-request-headers': 'content-type,x-xsrf-token',
        },
      });
      expect(preflight.headers['access-control-allow-origin']).toBeUndefined();
      expect(preflight.headers['access-control-allow-credentials']).toBeUndefined();
    } finally {
      await https.close();
    }
  });
});
