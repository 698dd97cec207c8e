import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { breachesOf, objectBreaches, validOf } from '../../helpers/openapi-arbitraries.js';
import {
  answerProblem,
  unexplained,
  type Sent,
  operationsOf,
  validate,
  type Operation,
  type Parameter,
} from '../../helpers/openapi-document.js';
import {
  BAD_BODIES,
  addressOf,
  bodyOf,
  parametersValid,
  type Payload,
} from '../../helpers/openapi-requests.js';
import { buildWorld, type MatrixCaller, type World } from '../../helpers/security-world.js';
import { startTestApp, type TestApp } from '../../helpers/test-app.js';

/**
 * Issue 41: the served /api/openapi.json is the truth. For every operation it documents, requests
 * are drawn from the document's own schemas (fast-check, each draw judged by ajv): ones that keep
 * every documented rule, and ones that break exactly one. Every answer must be documented (status,
 * content type, JSON body by its schema) and never 5xx; a broken rule is refused with 4xx; a kept
 * one is never refused with 400, 405 or 415, and a 422 names only fields the operation's
 * description states a rule for. `FUZZ_RUNS` (valid draws per operation) and `FUZZ_SEED` for
 * long runs.
 */
const RUNS = Number(process.env.FUZZ_RUNS ?? 3);
const SEED = Number(process.env.FUZZ_SEED ?? 20_261_128);
/** Each operation's own seed, from its name: a route added elsewhere changes no other's draws. */
const seedOf = (operation: Operation) =>
  SEED + [...operation.name].reduce((hash, char) => (hash * 31 + char.charCodeAt(0)) | 0, 0);

/**
 * Operations whose effects would spoil the cases after them (signing out, password changes,
 * roles, deletions, closing a month, maintenance) run last, in this order, each with a token
 * minted anew when an earlier call ended it; maintenance is the very last, as it closes the API.
 */
const LAST = [
  /delete|remove|detach|attach-to-partner|access-control\/role/,
  /password|change_pass|\/me$/,
  /logout/,
  /closings$/,
  /maintenance/,
];
const rank = (operation: Operation) => {
  if (operation.method === 'GET' && !/logout|delete/.test(operation.path)) return 0;
  const last = LAST.findIndex((pattern) => pattern.test(operation.path));
  return last < 0 ? 1 : 2 + last;
};

let t: TestApp;
let world: World;
let operations: Operation[];
let csrf: string;
/** Ids no case may name: the callers' own roles (a role edit would take their powers). */
let protectedIds: Set<number>;
const failures: string[] = [];
/** Operations some valid request got through to a 2xx: the draws reach past validation. */
const reached = new Set<string>();
const fail = (operation: Operation, what: string) => failures.push(`${operation.name}: ${what}`);

beforeAll(async () => {
  t = await startTestApp();
  world = await buildWorld(t);
  const document = await t.app.inject({ method: 'GET', url: '/api/openapi.json' });
  operations = operationsOf(document.json()).sort((a, b) => rank(a) - rank(b));
  const cookie = await t.app.inject({ method: 'GET', url: '/api/sanctum/csrf-cookie' });
  csrf = cookie.cookies.find((c) => c.name === 'XSRF-TOKEN')!.value;
  const roles = await t.db.selectFrom('user_roles').select('role_id').execute();
  protectedIds = new Set([world.admin.id, ...roles.map((r) => r.role_id)]);
}, 120_000);
afterAll(() => t?.close());

const caller = (name: string) => world.callers.find((c) => c.name === name)!;
/** A caller who may use the operation: the administrator, else a partner, else a client. */
const callerOf = (operation: Operation): MatrixCaller =>
  ['Admin', 'Partner', 'client']
    .map(caller)
    .find((c) => !operation.permission || c.permissions.has(operation.permission)) ??
  caller('Admin');

const tokens = new Map<MatrixCaller, string>();

async function send(
  operation: Operation,
  values: Record<string, unknown>,
  body: Payload,
  as: { caller?: MatrixCaller; csrf?: boolean } = {},
): Promise<Sent> {
  const url = addressOf(operation, values);
  const extra = Object.fromEntries(
    operation.parameters
      .filter((p) => p.in === 'header' && values[p.name] !== undefined)
      .map((p) => [p.name, String(values[p.name])]),
  );
  const request = async (token: string | undefined) =>
    t.app.inject({
      method: operation.method as 'GET',
      url,
      headers: {
        ...extra,
        ...(token ? { authorization: `Bearer ${token}` } : {}),
        ...(as.csrf !== false ? { 'x-xsrf-token': csrf } : {}),
        ...(body.contentType ? { 'content-type': body.contentType } : {}),
      },
      cookies: as.csrf !== false ? { 'XSRF-TOKEN': csrf } : {},
      ...(body.payload !== undefined ? { payload: body.payload } : {}),
    });
  let res;
  if (as.caller) {
    const token = tokens.get(as.caller) ?? (await as.caller.token())!;
    tokens.set(as.caller, token);
    res = await request(token);
    // A case before this one ended the token (sign-out, a password change): a new one.
    if (res.statusCode === 401) {
      tokens.set(as.caller, (await as.caller.token())!);
      res = await request(tokens.get(as.caller));
    }
  } else res = await request(undefined);
  const text = typeof body.payload === 'string' ? body.payload : body.payload?.toString('latin1');
  return {
    status: res.statusCode,
    type: res.headers['content-type'] as string | undefined,
    body: res.body,
    label: `${url} ${text?.slice(0, 200) ?? ''} → ${res.statusCode} ${res.body.slice(0, 300)}`,
  };
}

/** Checks every answer has: no 5xx, and what the document says it answers. */
function checkDocumented(operation: Operation, answer: Sent) {
  if (answer.status >= 500) return fail(operation, `${answer.status}: ${answer.label}`);
  const problem = answerProblem(operation, answer);
  if (problem) fail(operation, `${problem}: ${answer.label}`);
}

/** Values of the path, query and header parameters, drawn by the document. */
function parametersOf(
  operation: Operation,
  as: MatrixCaller,
): fc.Arbitrary<Record<string, unknown>> {
  const ids = Object.values(world.alpha).filter((v) => typeof v === 'number');
  const own = [...ids, as.userId!].filter((id) => !protectedIds.has(id));
  const pick = (parameter: Parameter) => {
    const drawn = validOf(parameter.schema).filter((v) => !protectedIds.has(v as number));
    // Path ids mostly name what the world holds (so that calls reach the handlers), some anything.
    const pool = parameter.schema.type === 'integer' ? own : [world.alpha.serviceCode];
    if (
      parameter.in === 'path' &&
      (parameter.schema.type === 'integer' || parameter.name === 'code')
    )
      return fc.oneof({ weight: 3, arbitrary: fc.constantFrom(...pool) }, drawn);
    return parameter.required ? drawn : fc.option(drawn, { nil: undefined });
  };
  return fc.record(Object.fromEntries(operation.parameters.map((p) => [p.name, pick(p)])));
}

/** `count` valid draws of the operation's parameters and body, each judged valid by ajv. */
type Drawn = [values: Record<string, unknown>, body: unknown];
function validCases(
  operation: Operation,
  as: MatrixCaller,
  count: number,
  seed: number,
): [Drawn, ...Drawn[]] {
  const body = operation.body ? validOf(operation.body.schema) : fc.constant(undefined);
  const draws = fc.sample(fc.tuple(parametersOf(operation, as), body), {
    // many draws: a body of several checked fields (a login, a BIN) is valid in few of them
    numRuns: count * 100,
    seed,
  });
  const valid = draws.filter(
    ([values, value]) =>
      parametersValid(operation.parameters, values) &&
      (!operation.body || validate(operation.body.schema, value).ok),
  );
  if (valid.length === 0) {
    const [values, value] = draws[0]!;
    const why = operation.body ? validate(operation.body.schema, value).errors : '';
    throw new Error(`${operation.name}: no valid request drawn (${JSON.stringify(values)} ${why})`);
  }
  return valid.slice(0, count) as [Drawn, ...Drawn[]];
}

async function fuzz(operation: Operation) {
  const as = callerOf(operation);
  const valid = validCases(operation, as, RUNS, seedOf(operation));
  for (const [values, value] of valid) {
    const answer = await send(operation, values, bodyOf(operation, value), { caller: as });
    checkDocumented(operation, answer);
    if (answer.status < 300) reached.add(operation.name);
    if ([400, 405, 415].includes(answer.status))
      fail(operation, `valid request refused: ${answer.label}`);
    if (answer.status === 422) {
      const missing = unexplained(operation, answer, { ...values, ...(value as object) });
      if (missing.length > 0)
        fail(operation, `422 by rules not in the description (${missing}): ${answer.label}`);
    }
  }
  const [values, value] = valid[0]!;
  const breaches = [
    ...operation.parameters.flatMap((parameter) =>
      [
        ...(parameter.required ? [{ rule: 'required', value: undefined }] : []),
        ...breachesOf(parameter.schema).filter((b) => b.value !== null),
      ].map((breach) => ({ parameter, ...breach })),
    ),
  ];
  for (const { parameter, rule, value: broken } of breaches) {
    const changed = { ...values, [parameter.name]: broken };
    // An empty path segment is another address, not this one with a broken parameter.
    if (parameter.in === 'path' && (broken === undefined || broken === '')) continue;
    if (parametersValid([parameter], changed)) continue;
    const answer = await send(operation, changed, bodyOf(operation, value), { caller: as });
    checkDocumented(operation, answer);
    // A parameter documented as read leniently (a list's `sortBy`) may ignore a value out of it.
    if (/any other value/i.test(`${parameter.description} ${parameter.schema.description}`))
      continue;
    if (answer.status < 400 || answer.status >= 500)
      fail(operation, `${parameter.name} breaks ${rule} yet ${answer.label}`);
  }
  if (!operation.body) return;
  const schema = operation.body.schema;
  const bodyBreaches =
    value !== null && typeof value === 'object' && !Array.isArray(value)
      ? objectBreaches(schema, value as Record<string, unknown>)
      : breachesOf(schema);
  // A form's fields are text: a type or a null does not travel, so only the other rules break.
  const form = operation.body.type === 'multipart/form-data';
  for (const { rule, value: broken } of bodyBreaches) {
    if (validate(schema, broken).ok) continue;
    if (form && /: (not null|type )/.test(rule)) continue;
    const answer = await send(operation, values, bodyOf(operation, broken), { caller: as });
    checkDocumented(operation, answer);
    if (answer.status < 400 || answer.status >= 500)
      fail(operation, `the body breaks ${rule} yet ${answer.label}`);
  }
  for (const bad of BAD_BODIES) {
    const answer = await send(operation, values, bad, { caller: as });
    checkDocumented(operation, answer);
    if (bad.refused && (answer.status < 400 || answer.status >= 500))
      fail(operation, `${bad.name} not refused: ${answer.label}`);
  }
}

describe('the served OpenAPI document, fuzzed', () => {
  it('refuses callers without credentials wherever the operation declares security', async () => {
    const local: string[] = [];
    for (const operation of operations) {
      if (!operation.bearer && !operation.csrf) continue;
      const [[values, value]] = validCases(operation, caller('Admin'), 1, seedOf(operation));
      const body = bodyOf(operation, value);
      const bare = await send(operation, values, body, { csrf: false });
      const expected = operation.bearer ? [401, 419] : [419];
      if (!expected.includes(bare.status)) local.push(`${operation.name}: ${bare.label}`);
      if (operation.bearer) {
        const paired = await send(operation, values, body);
        if (paired.status !== 401) local.push(`${operation.name} with CSRF: ${paired.label}`);
      }
    }
    expect(local).toEqual([]);
  }, 120_000);

  it('answers 405 for every method a documented path lacks', async () => {
    const local: string[] = [];
    const paths = [...new Set(operations.map((operation) => operation.path))];
    for (const path of paths) {
      const one = operations.find((operation) => operation.path === path)!;
      const [[values]] = validCases(one, caller('Admin'), 1, seedOf(one));
      const concrete = addressOf(
        { ...one, parameters: one.parameters.filter((p) => p.in === 'path') },
        values,
      );
      const taken = operations
        .filter((o) => new RegExp(`^${o.path.replace(/\{\w+\}/g, '[^/]+')}$`).test(concrete))
        .map((o) => o.method);
      for (const method of ['GET', 'POST', 'PUT', 'PATCH', 'DELETE'].filter(
        (m) => !taken.includes(m),
      )) {
        const res = await send(
          { ...one, method, parameters: [] },
          values,
          { contentType: undefined, payload: undefined },
          {
            caller: caller('Admin'),
          },
        );
        if (res.status !== 405) local.push(`${method} ${path}: ${res.label}`);
      }
    }
    expect(local).toEqual([]);
  }, 120_000);

  // Last: its last operations sign callers out and switch maintenance on.
  it('every operation answers as documented, to valid and to broken requests', async () => {
    expect(operations.length).toBeGreaterThan(120);
    for (const operation of operations) await fuzz(operation);
    expect(failures).toEqual([]);
    expect(reached.size, [...reached].join('\n')).toBeGreaterThan(operations.length / 2);
  }, 600_000);
});
