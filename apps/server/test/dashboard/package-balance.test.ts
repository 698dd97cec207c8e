import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DashboardResponse } from '@cabinet/contract';
import { createService } from '../helpers/export-world.js';
import { Session } from '../helpers/session.js';
import { startTestApp, type TestApp, type TestUser } from '../helpers/test-app.js';

let t: TestApp;
let partnerA: TestUser, partnerB: TestUser, memberA: TestUser;
let serviceId: number;

const signIn = async (user: TestUser) => {
  const session = new Session(t.app);
  await session.login(user.login, user.password);
  return session;
};

const addPackage = (
  userId: number,
  fields: { quota: number; used: number; from?: string; to?: string; closed?: boolean },
) =>
  t.db
    .insertInto('tariff_packages')
    .values({
      user_id: userId,
      service_id: serviceId,
      quota: fields.quota,
      used: fields.used,
      price_minor: 100_000,
      currency: 'KZT',
      valid_from: fields.from ?? '2026-11-01',
      valid_to: fields.to ?? '2026-11-30',
      closed_at: fields.closed ? t.clock.now().toISOString() : null,
      created_at: t.clock.now().toISOString(),
    })
    .execute();

beforeAll(async () => {
  // The test clock stands at 2026-11-02.
  t = await startTestApp();
  partnerA = await t.user('Partner');
  partnerB = await t.user('Partner');
  memberA = await t.user('client', { parentId: partnerA.id });
  serviceId = await createService(t, 'balanceSvc');
  await addPackage(partnerA.id, { quota: 1000, used: 250 });
  await addPackage(memberA.id, { quota: 100, used: 100 });
  await addPackage(partnerA.id, { quota: 500, used: 0, to: '2026-10-31' });
  await addPackage(partnerA.id, { quota: 500, used: 0, closed: true });
  await addPackage(partnerB.id, { quota: 70, used: 7 });
});
afterAll(() => t.close());

describe('the dashboard’s package balance', () => {
  it('sums the packages open today in the caller’s scope, none closed or ended', async () => {
    const a = DashboardResponse.parse(
      (await (await signIn(partnerA)).get('/api/dashboard')).json(),
    );
    expect(a.data.packages).toEqual({ packages: 2, quota: 1100, used: 350, remaining: 750 });
    const member = DashboardResponse.parse(
      (await (await signIn(memberA)).get('/api/dashboard')).json(),
    );
    expect(member.data.packages).toEqual({ packages: 1, quota: 100, used: 100, remaining: 0 });
    const b = DashboardResponse.parse(
      (await (await signIn(partnerB)).get('/api/dashboard')).json(),
    );
    expect(b.data.packages).toEqual({ packages: 1, quota: 70, used: 7, remaining: 63 });
    const admin = (await t.signedIn('Admin')).session;
    const all = DashboardResponse.parse((await admin.get('/api/dashboard')).json());
    expect(all.data.packages).toEqual({ packages: 3, quota: 1170, used: 357, remaining: 813 });
  });
});
