import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { REACHABLE_USERS_MAX, ReachableUsersResponse } from '@cabinet/contract';
import { startTestApp, type TestApp, type TestUser } from '../helpers/test-app.js';
import type { Session } from '../helpers/session.js';

/** The accounts the audit and receipt filters offer: those the scope rule lets a caller see. */

let t: TestApp;
let admin: Session;
let partner: { user: TestUser; session: Session };
let member: { user: TestUser; session: Session };
let stranger: TestUser;

beforeAll(async () => {
  t = await startTestApp();
  admin = (await t.signedIn('Admin')).session;
  partner = await t.signedIn('Partner');
  member = await t.signedIn('client', { parentId: partner.user.id });
  stranger = await t.user('Partner');
});
afterAll(() => t.close());

const ids = async (session: Session, search?: string) => {
  const res = await session.get(
    `/api/users/reachable${search === undefined ? '' : `?search=${encodeURIComponent(search)}`}`,
  );
  expect(res.statusCode, res.body).toBe(200);
  return ReachableUsersResponse.parse(res.json()).data.map((account) => account.id);
};

describe('GET /api/users/reachable', () => {
  it('offers staff anybody, found by login or name', async () => {
    expect(await ids(admin, stranger.login)).toEqual([stranger.id]);
    expect(await ids(admin, `Name ${member.user.login}`)).toEqual([member.user.id]);
  });

  it('offers a partner its own circle and never another partner', async () => {
    expect((await ids(partner.session)).sort()).toEqual([partner.user.id, member.user.id].sort());
    expect(await ids(partner.session, stranger.login)).toEqual([]);
  });

  it("offers a partner's user only itself", async () => {
    expect(await ids(member.session)).toEqual([member.user.id]);
  });

  it('offers at most a page of accounts, and refuses a search beyond its length', async () => {
    for (let n = 0; n < REACHABLE_USERS_MAX + 2; n += 1) await t.user('client');
    expect((await ids(admin)).length).toBe(REACHABLE_USERS_MAX);
    const res = await admin.get(`/api/users/reachable?search=${'x'.repeat(101)}`);
    expect(res.statusCode).toBe(422);
    expect(res.json().errors.search).toBeDefined();
  });

  it('answers nobody who has not signed in', async () => {
    expect((await t.session().get('/api/users/reachable')).statusCode).toBe(401);
  });
});
