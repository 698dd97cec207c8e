import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AlertEventsResponse, AlertRulesResponse } from '@cabinet/contract';
import { createService } from '../helpers/export-world.js';
import type { Session } from '../helpers/session.js';
import { startTestApp, type TestApp } from '../helpers/test-app.js';

let t: TestApp;
let integrator: Session;

beforeAll(async () => {
  // The scheduled check every second, so that the test need not wait five minutes.
  t = await startTestApp({ ALERT_CHECK_INTERVAL_SECONDS: '1' });
  integrator = (await t.signedIn('Integrator', { roles: ['ProviderIntegrator'] })).session;
  await createService(t, 'quietSvc');
});
afterAll(() => t.close());

async function ingest(userId: number, requestId: string) {
  const res = await integrator.post('/api/usage/requests', {
    records: [
      {
        requestId,
        userId,
        serviceCode: 'quietSvc',
        time: new Date(t.clock.now().getTime() - 60_000).toISOString(),
        status: 'success',
        httpStatus: 200,
        durationMs: 5,
      },
    ],
  });
  expect(res.json().accepted, res.body).toBe(1);
}

async function until<T>(read: () => Promise<T>, done: (value: T) => boolean, ms = 10_000) {
  const deadline = Date.now() + ms;
  for (;;) {
    const value = await read();
    if (done(value)) return value;
    if (Date.now() > deadline) throw new Error(`not in time: ${JSON.stringify(value)}`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

const notificationsOf = (userId: number) =>
  t.db
    .selectFrom('notifications')
    .selectAll()
    .where('user_id', '=', userId)
    .orderBy('id')
    .execute();

describe('the quiet rule', () => {
  it('fires by the scheduled check once an integration is silent long enough, and resolves with the next request', async () => {
    const partner = await t.signedIn('Partner');
    const member = await t.user('client', { parentId: partner.user.id });
    await ingest(member.id, 'before-silence');
    const created = await partner.session.post('/api/alerts/rules', {
      condition: { kind: 'quiet', hours: 2 },
    });
    expect(created.statusCode, created.body).toBe(201);
    const ruleId = created.json().data.id as number;
    // Checked every second, not silent yet: nothing.
    await new Promise((resolve) => setTimeout(resolve, 1_500));
    expect(await notificationsOf(partner.user.id)).toHaveLength(0);

    t.clock.advance(3 * 3_600_000);
    const [fired] = await until(
      () => notificationsOf(partner.user.id),
      (rows) => rows.length > 0,
    );
    expect(JSON.parse(fired!.payload)).toMatchObject({ ruleId, condition: { hours: 2 } });
    expect(JSON.parse(fired!.payload).value).toBeGreaterThanOrEqual(3);
    // Later checks find it triggered already.
    await new Promise((resolve) => setTimeout(resolve, 2_200));
    expect(await notificationsOf(partner.user.id)).toHaveLength(1);
    const mails = await t.db
      .selectFrom('mail_outbox')
      .select('subject')
      .where('to_address', '=', partner.user.email)
      .execute();
    expect(mails).toHaveLength(1);

    // Three hours on, the sessions have expired: sign in again.
    integrator = (await t.signedIn('Integrator', { roles: ['ProviderIntegrator'] })).session;
    await partner.session.login(partner.user.login, partner.user.password);
    await ingest(member.id, 'after-silence');
    const rows = await until(
      () => notificationsOf(partner.user.id),
      (found) => found.length > 1,
    );
    expect(rows.map((row) => row.type)).toEqual(['alert.triggered', 'alert.resolved']);
    const [rule] = AlertRulesResponse.parse(
      (await partner.session.get('/api/alerts/rules')).json(),
    ).data;
    expect(rule).toMatchObject({ id: ruleId, state: 'resolved' });
    const history = AlertEventsResponse.parse(
      (await partner.session.get(`/api/alerts/rules/${ruleId}/events`)).json(),
    ).data;
    expect(history.map((event) => event.state)).toEqual(['resolved', 'triggered']);
  });
});
