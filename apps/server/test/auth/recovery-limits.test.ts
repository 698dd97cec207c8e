import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../helpers/test-app.js';
import { TEST_REDIS_URL, testRedisPrefix, removeRedisKeys } from '../helpers/test-redis.js';

/**
 * Recovery mail is limited per address and per client, and only the newest link works: a flood
 * of requests neither fills a mailbox nor leaves a pile of live tokens.
 */
let t: TestApp;

const mailsTo = async (to: string) =>
  t.db.selectFrom('mail_outbox').select('body_text').where('to_address', '=', to).execute();

const liveTokens = async (userId: number) =>
  (
    await t.db
      .selectFrom('password_resets')
      .select('id')
      .where('user_id', '=', userId)
      .where('used_at', 'is', null)
      .where('expires_at', '>', t.clock.now().toISOString())
      .execute()
  ).length;

const restore = (token: string) =>
  t.session().post('/api/auth/restore-password-change', {
    token,
    password: 'brand new secret',
    confirmPassword: 'brand new secret',
  });

const tokenOf = (mail: { body_text: string }) => /token=([\w-]+)/.exec(mail.body_text)![1]!;

/** The same checks in the embedded mode and with the counters in Redis. */
for (const mode of ['embedded', 'redis'] as const) {
  describe(`recovery mail limits (${mode})`, () => {
    const prefix = testRedisPrefix('recovery-test');
    beforeAll(async () => {
      t = await startTestApp(
        mode === 'redis' ? { REDIS_URL: TEST_REDIS_URL, REDIS_PREFIX: prefix } : {},
      );
    });
    afterAll(async () => {
      await t.close();
      if (mode !== 'redis') return;
      await removeRedisKeys(prefix);
    });

    it('20 requests for one address (from 20 clients): the same answer, 3 mails, one live link', async () => {
      const user = await t.user('client');
      const answers = await Promise.all(
        Array.from({ length: 20 }, (_, i) => {
          const session = t.session();
          session.remoteAddress = `192.0.2.${i + 1}`;
          return session.post('/api/auth/recovery-password', { email: user.email });
        }),
      );
      expect(new Set(answers.map((res) => res.statusCode))).toEqual(new Set([200]));
      expect(new Set(answers.map((res) => res.body)).size).toBe(1);
      expect((await mailsTo(user.email)).length).toBe(3);
      expect(await liveTokens(user.id)).toBe(1);
    });

    it('a new link revokes the previous one', async () => {
      const user = await t.user('client');
      await t.session().post('/api/auth/recovery-password', { email: user.email });
      await t.session().post('/api/auth/recovery_pass', { email: user.email });
      const [first, second] = (await mailsTo(user.email)).map(tokenOf);
      expect((await restore(first!)).statusCode).toBe(422);
      expect((await restore(second!)).statusCode).toBe(200);
      expect(await liveTokens(user.id)).toBe(0);
    });

    it('one client gets 10 requests an hour, then 429 with the time to wait; others go on', async () => {
      const users = await Promise.all(Array.from({ length: 12 }, () => t.user('client')));
      const client = t.session();
      client.remoteAddress = '203.0.113.50';
      const answers = [];
      for (const user of users)
        answers.push(await client.post('/api/auth/recovery-password', { email: user.email }));
      expect(answers.slice(0, 10).every((res) => res.statusCode === 200)).toBe(true);
      for (const res of answers.slice(10)) {
        expect(res.statusCode).toBe(429);
        const wait = Number(res.headers['retry-after']);
        expect(wait).toBeGreaterThan(0);
        expect(res.json().message).toContain(String(wait));
      }
      expect((await mailsTo(users[11]!.email)).length).toBe(0);

      const other = t.session();
      other.remoteAddress = '203.0.113.51';
      const res = await other.post('/api/auth/recovery-password', { email: users[11]!.email });
      expect(res.statusCode).toBe(200);
      expect((await mailsTo(users[11]!.email)).length).toBe(1);
    });
  });
}
