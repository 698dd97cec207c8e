import Fastify from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Kysely } from 'kysely';
import type { Database } from '../../../src/core/db/schema.js';
import { assertUserInScope, guardPlugin } from '../../../src/core/auth/guard.js';
import { mayReach } from '../../../src/core/auth/scope.js';
import { loadCaller, type Caller } from '../../../src/core/auth/current-user.js';
import type { HttpError } from '../../../src/core/http/errors.js';
import { startTestApp, type TestApp } from '../../helpers/test-app.js';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t.close());

describe('every API route declares its access', () => {
  it('registering an /api route without an access rule fails at start', async () => {
    const app = Fastify();
    guardPlugin(app, {
      db: t.db as Kysely<Database>,
      tokens: {} as never,
      keys: {} as never,
      csrfSecret: 'x',
    });
    expect(() => app.get('/api/undeclared', async () => 'open')).toThrow(/declares no access rule/);
    expect(() =>
      app.get('/api/declared', { config: { access: 'public' } }, async () => 'ok'),
    ).not.toThrow();
    await app.close();
  });
});

describe('scope: who may reach which user', () => {
  let partner: Caller, otherPartner: Caller, ownUser: Caller, client: Caller, admin: Caller;
  let ids: Record<string, number>;

  beforeAll(async () => {
    const p = await t.user('Partner');
    const p2 = await t.user('Partner');
    const own = await t.user('client', { parentId: p.id });
    const foreign = await t.user('client', { parentId: p2.id });
    const a = await t.user('Admin');
    ids = { partner: p.id, otherPartner: p2.id, own: own.id, foreign: foreign.id, admin: a.id };
    const callers = await Promise.all(
      [p.id, p2.id, own.id, a.id].map((id) => loadCaller(t.db, id)),
    );
    [partner, otherPartner, ownUser, admin] = callers.map((caller) => caller!) as [
      Caller,
      Caller,
      Caller,
      Caller,
    ];
    client = ownUser;
  });

  const target = async (id: number) =>
    await t.db
      .selectFrom('users')
      .select(['id', 'parent_id'])
      .where('id', '=', id)
      .executeTakeFirstOrThrow();

  it('Admin reaches everybody', async () => {
    for (const id of Object.values(ids)) expect(mayReach(admin, await target(id))).toBe(true);
  });

  it('a Partner reaches itself and its own users only', async () => {
    expect(mayReach(partner, await target(ids.partner!))).toBe(true);
    expect(mayReach(partner, await target(ids.own!))).toBe(true);
    expect(mayReach(partner, await target(ids.foreign!))).toBe(false);
    expect(mayReach(partner, await target(ids.otherPartner!))).toBe(false);
    expect(mayReach(otherPartner, await target(ids.own!))).toBe(false);
  });

  it('a client reaches only itself, not its partner nor siblings', async () => {
    expect(mayReach(client, await target(ids.own!))).toBe(true);
    expect(mayReach(client, await target(ids.partner!))).toBe(false);
    expect(mayReach(client, await target(ids.foreign!))).toBe(false);
  });

  it('out of scope is 403 whether or not the user exists; admins learn of a missing user (404)', async () => {
    const status = (promise: Promise<unknown>) =>
      promise.then(
        () => 200,
        (error: HttpError) => error.statusCode,
      );
    expect(await status(assertUserInScope(t.db, partner, ids.foreign!))).toBe(403);
    expect(await status(assertUserInScope(t.db, partner, 987654))).toBe(403);
    expect(await status(assertUserInScope(t.db, partner, ids.own!))).toBe(200);
    expect(await status(assertUserInScope(t.db, admin, 987654))).toBe(404);
  });
});
