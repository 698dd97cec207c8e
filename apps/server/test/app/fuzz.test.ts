import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  apiRoutes,
  fillPath,
  jsonSchemaOf,
  routeName,
  type ApiRoute,
} from '../helpers/api-routes.js';
import { headerProblems, keep, secretsIn, shapeProblem } from '../helpers/answer-checks.js';
import { changedTables, fingerprinter } from '../helpers/db-fingerprint.js';
import { arbitraryOf, hostileValue, pathValueOf } from '../helpers/schema-arbitraries.js';
import { buildWorld, type World } from '../helpers/security-world.js';
import { startTestApp, type TestApp } from '../helpers/test-app.js';

/**
 * Property-based calls of every API route as an administrator (CSRF header set), with inputs
 * drawn from each route's own zod schemas and hostile values mixed in at every depth.
 * `FUZZ_RUNS=100000 FUZZ_SEED=n` for a long run; a failure prints the seed and path to replay it.
 */
const RUNS = Number(process.env.FUZZ_RUNS ?? 2000);
const SEED = Number(process.env.FUZZ_SEED ?? 20_261_122);

let t: TestApp;
let world: World;
let routes: ApiRoute[];
let byName: Map<string, ApiRoute>;
let picture: () => Promise<string>;
let csrf: string;
/** Ids the fuzzer must not hit, so that it keeps its own powers: the admin and its role. */
let protectedIds: Set<string>;

interface Case {
  /** The route's name (method and address): what a failure prints. */
  route: string;
  params: Record<string, string>;
  query: unknown;
  body: { json: unknown } | { raw: string } | undefined;
}

const RAW_BODIES = ['', '{', '{"a":', 'null', '[]', '"text"', '1e999', '\u0000', '{"a":1}{"b":2}'];

const cases = new Map<ApiRoute, fc.Arbitrary<Case>>();
const caseOf = (route: ApiRoute): fc.Arbitrary<Case> => {
  let arbitrary = cases.get(route);
  if (!arbitrary) cases.set(route, (arbitrary = newCaseOf(route)));
  return arbitrary;
};

function newCaseOf(route: ApiRoute): fc.Arbitrary<Case> {
  const paramSchema = jsonSchemaOf(route.params);
  const params = fc.record(
    Object.fromEntries(
      route.pathParams.map((name) => [
        name,
        pathValueOf(paramSchema?.properties?.[name]).filter((v) => !protectedIds.has(v)),
      ]),
    ),
  );
  const query = fc.oneof(
    { weight: 4, arbitrary: arbitraryOf(jsonSchemaOf(route.querystring)) },
    {
      weight: 1,
      arbitrary: fc.dictionary(
        fc.constantFrom('__proto__', 'constructor', 'page', 'a[b]', 'x'.repeat(300)),
        hostileValue,
      ),
    },
  );
  const body =
    route.method === 'GET'
      ? fc.constant(undefined)
      : fc.oneof(
          { weight: 5, arbitrary: arbitraryOf(jsonSchemaOf(route.body)).map((json) => ({ json })) },
          { weight: 1, arbitrary: fc.constantFrom(...RAW_BODIES).map((raw) => ({ raw })) },
        );
  return fc.record({ route: fc.constant(routeName(route)), params, query, body });
}

/** A query string from a generated value: objects become key=value pairs, anything else `q=`. */
function queryString(value: unknown): string {
  const search = new URLSearchParams();
  const entries =
    value !== null && typeof value === 'object' && !Array.isArray(value)
      ? Object.entries(value)
      : [['q', value] as const];
  for (const [key, item] of entries)
    for (const one of Array.isArray(item) ? item : [item])
      search.append(key, typeof one === 'object' ? JSON.stringify(one) : String(one));
  const text = search.toString();
  return text ? `?${text}` : '';
}

/**
 * The admin's token, minted anew when a case ended it (logout, its own password change): a dead
 * token gets 401, or on a public route in maintenance mode 503 (the admin's own pass is gone).
 */
let token: string | undefined;

async function send(c: Case) {
  token ??= await world.tokens.issue(world.admin.id, 'fuzz');
  const answer = await sendWith(c, token);
  if (answer.status !== 401 && answer.status !== 503) return answer;
  token = await world.tokens.issue(world.admin.id, 'fuzz');
  return sendWith(c, token);
}

async function sendWith(c: Case, token: string) {
  const payload =
    c.body === undefined ? undefined : 'raw' in c.body ? c.body.raw : JSON.stringify(c.body.json);
  const route = byName.get(c.route)!;
  const url = fillPath(route.url, c.params) + queryString(c.query);
  const res = await t.app.inject({
    method: route.method,
    url,
    headers: {
      authorization: `Bearer ${token}`,
      'x-xsrf-token': csrf,
      ...(payload !== undefined ? { 'content-type': 'application/json' } : {}),
    },
    cookies: { 'XSRF-TOKEN': csrf },
    payload,
  });
  return keep(`${c.route} as ${url.slice(0, 300)} with ${payload?.slice(0, 300)}`, url, res);
}

/** Waits until background jobs that earlier calls started (exports, month closings) are done. */
async function settle(): Promise<string> {
  for (let last = await picture(), tries = 0; tries < 100; tries += 1) {
    await new Promise((resolve) => setTimeout(resolve, 50));
    const now = await picture();
    if (now === last) return now;
    last = now;
  }
  throw new Error('the database never settled');
}

beforeAll(async () => {
  t = await startTestApp();
  world = await buildWorld(t);
  routes = apiRoutes(t.app);
  byName = new Map(routes.map((route) => [routeName(route), route]));
  picture = await fingerprinter(t.db);
  const cookie = await t.app.inject({ method: 'GET', url: '/api/sanctum/csrf-cookie' });
  csrf = cookie.cookies.find((c) => c.name === 'XSRF-TOKEN')!.value;
  const roles = await t.db
    .selectFrom('user_roles')
    .select('role_id')
    .where('user_id', '=', world.admin.id)
    .execute();
  protectedIds = new Set([world.admin.id, ...roles.map((r) => r.role_id)].map(String));
}, 60_000);
afterAll(() => t?.close());

describe('fuzzing every route as an administrator', () => {
  it(`${RUNS} seeded cases: no 500, refusals in the error shape, refused calls change nothing`, async () => {
    expect(routes.length).toBeGreaterThan(80);
    const statuses = new Map<number, number>();
    await fc.assert(
      fc.asyncProperty(fc.constantFrom(...routes).chain(caseOf), async (c) => {
        const before = await picture();
        let answer = await send(c);
        statuses.set(answer.status, (statuses.get(answer.status) ?? 0) + 1);
        expect(answer.status, `${answer.label}: ${answer.body.slice(0, 300)}`).toBeLessThan(500);
        expect(shapeProblem(answer)).toBeUndefined();
        expect(secretsIn(answer, t.config.APP_SECRET!, new Set())).toEqual([]);
        expect(headerProblems(answer)).toEqual([]);
        if (answer.status < 400) return;
        const after = await picture();
        if (after === before) return;
        // Something changed: a job an earlier call started, or this refusal. Once the database
        // is quiet, the same call must be refused again and change nothing.
        const quiet = await settle();
        answer = await send(c);
        const again = await picture();
        expect(answer.status).toBeGreaterThanOrEqual(400);
        expect(changedTables(quiet, again), answer.label).toEqual([]);
      }),
      { numRuns: RUNS, seed: SEED, endOnFailure: true },
    );
    // The inputs reach past validation: some calls succeed, some are refused by the handlers.
    const succeeded = [...statuses].filter(([s]) => s < 300).reduce((n, [, k]) => n + k, 0);
    expect(succeeded, JSON.stringify([...statuses])).toBeGreaterThan(RUNS / 20);
    expect(statuses.get(422) ?? 0).toBeGreaterThan(RUNS / 10);
  }, 600_000);
});
