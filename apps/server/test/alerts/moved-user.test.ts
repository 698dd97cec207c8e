import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AlertRuleResponse, AlertRulesResponse } from '@cabinet/contract';
import { createService } from '../helpers/export-world.js';
import type { Session } from '../helpers/session.js';
import { startTestApp, type TestApp } from '../helpers/test-app.js';

let t: TestApp;
let admin: Session;
let integrator: Session;

beforeAll(async () => {
  // The scheduled check (every rule of every partner) every second: it is where the old
  // partner's rule would still read the moved user's requests.
  t = await startTestApp({ ALERT_CHECK_INTERVAL_SECONDS: '1' });
  admin = (await t.signedIn('Admin')).session;
  integrator = (await t.signedIn('Integrator', { roles: ['ProviderIntegrator'] })).session;
  await createService(t, 'movedSvc');
});
afterAll(() => t.close());

async function failures(userId: number, count: number) {
  const records = Array.from({ length: count }, (_, i) => ({
    requestId: `moved-${userId}-${i}`,
    userId,
    serviceCode: 'movedSvc',
    time: new Date(t.clock.now().getTime() - 60_000).toISOString(),
    status: 'error',
    httpStatus: 500,
    durationMs: 5,
  }));
  const res = await integrator.post('/api/usage/requests', { records });
  expect(res.json().accepted, res.body).toBe(count);
}

const notificationsOf = (userId: number) =>
  t.db.selectFrom('notifications').selectAll().where('user_id', '=', userId).execute();

describe('a user moved to another partner', () => {
  it('is no longer watched, nor named, by its old partner’s rule', async () => {
    const old = await t.signedIn('Partner');
    const other = await t.signedIn('Partner');
    const member = await t.user('client', { parentId: old.user.id });
    const created = await old.session.post('/api/alerts/rules', {
      userId: member.id,
      condition: { kind: 'errorRate', abovePercent: 50, minRequests: 2 },
    });
    expect(created.statusCode, created.body).toBe(201);
    const alert = AlertRuleResponse.parse(created.json()).data;

    const detached = await admin.post('/api/partners/detach', { user_id: member.id });
    expect(detached.statusCode, detached.body).toBe(200);
    const attached = await admin.post('/api/users/attach-to-partner', {
      user_id: member.id,
      partner_id: other.user.id,
    });
    expect(attached.statusCode, attached.body).toBe(200);
    await failures(member.id, 3);
    // Three scheduled checks at least.
    await new Promise((resolve) => setTimeout(resolve, 3_500));

    expect(await notificationsOf(old.user.id)).toHaveLength(0);
    expect(await notificationsOf(member.id)).toHaveLength(0);
    const listed = await old.session.get('/api/alerts/rules');
    expect(listed.body).not.toContain(member.login);
    const shown = AlertRulesResponse.parse(listed.json()).data.find((r) => r.id === alert.id);
    expect(shown).toMatchObject({
      state: 'ok',
      lastValue: null,
      user: { id: member.id, login: '' },
    });
  });
});
