import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createService } from '../helpers/export-world.js';
import type { Session } from '../helpers/session.js';
import { startTestApp, type TestApp } from '../helpers/test-app.js';
import { TEST_REDIS_URL, removeRedisKeys, testRedisPrefix } from '../helpers/test-redis.js';

/**
 * However many rules fire at once, alert mail is held to a budget per recipient and per partner;
 * the notification centre still has every alert.
 */
let t: TestApp;
let integrator: Session;

const mailsTo = (email: string) =>
  t.db.selectFrom('mail_outbox').select('id').where('to_address', '=', email).execute();
const notificationsOf = (userId: number) =>
  t.db.selectFrom('notifications').select('id').where('user_id', '=', userId).execute();

async function until<T>(read: () => Promise<T>, done: (value: T) => boolean, ms = 10_000) {
  const deadline = Date.now() + ms;
  for (;;) {
    const value = await read();
    if (done(value)) return value;
    if (Date.now() > deadline) throw new Error(`not in time: ${JSON.stringify(value)}`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

for (const mode of ['embedded', 'redis'] as const) {
  describe(`alert mail limits (${mode})`, () => {
    const prefix = testRedisPrefix('alert-mail-test');
    beforeAll(async () => {
      t = await startTestApp({
        ALERT_MAIL_MAX_PER_RECIPIENT: '2',
        ALERT_MAIL_MAX_PER_PARTNER: '3',
        ...(mode === 'redis' ? { REDIS_URL: TEST_REDIS_URL, REDIS_PREFIX: prefix } : {}),
      });
      integrator = (await t.signedIn('Integrator', { roles: ['ProviderIntegrator'] })).session;
      await createService(t, 'limitSvc');
    });
    afterAll(async () => {
      await t.close();
      if (mode === 'redis') await removeRedisKeys(prefix);
    });

    it('five rules crossing in one batch: two mails at most per address, three for the partner', async () => {
      const partner = await t.signedIn('Partner');
      const member = await t.user('client', { parentId: partner.user.id });
      for (let i = 0; i < 5; i += 1) {
        const res = await partner.session.post('/api/alerts/rules', {
          userId: member.id,
          condition: { kind: 'errorRate', abovePercent: 10 + i, minRequests: 2 },
        });
        expect(res.statusCode, res.body).toBe(201);
      }
      const records = [1, 2].map((n) => ({
        requestId: `limit-${mode}-${n}`,
        userId: member.id,
        serviceCode: 'limitSvc',
        time: new Date(t.clock.now().getTime() - 60_000).toISOString(),
        status: 'error',
        httpStatus: 500,
        durationMs: 5,
      }));
      const res = await integrator.post('/api/usage/requests', { records });
      expect(res.json().accepted, res.body).toBe(2);

      // Every alert reaches the notification centre of both.
      await until(
        () => notificationsOf(member.id),
        (rows) => rows.length === 5,
      );
      await until(
        () => notificationsOf(partner.user.id),
        (rows) => rows.length === 5,
      );
      await new Promise((resolve) => setTimeout(resolve, 500));
      const toPartner = (await mailsTo(partner.user.email)).length;
      const toMember = (await mailsTo(member.email)).length;
      expect(toPartner).toBeLessThanOrEqual(2);
      expect(toMember).toBeLessThanOrEqual(2);
      expect(toPartner + toMember).toBe(3);
      expect(t.log()).toContain('alert mail left out');
    });
  });
}
