import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp, type TestUser } from '../helpers/test-app.js';
import type { Session } from '../helpers/session.js';
import { TEST_REDIS_URL, testRedisPrefix, removeRedisKeys } from '../helpers/test-redis.js';

/**
 * Guessing a password costs one attempt per identity, counted atomically: however many requests
 * arrive at once and however the identity is spelled, at most five passwords are checked.
 */
const WRONG = 'Неверный логин или пароль';
const CURRENT_WRONG = 'Текущий пароль указан неверно';

const statuses = (answers: { statusCode: number }[]) => {
  const counts: Record<number, number> = {};
  for (const { statusCode } of answers) counts[statusCode] = (counts[statusCode] ?? 0) + 1;
  return counts;
};

function expectTooMany(res: {
  statusCode: number;
  headers: Record<string, unknown>;
  json(): { message: string };
}) {
  expect(res.statusCode).toBe(429);
  const wait = Number(res.headers['retry-after']);
  expect(wait).toBeGreaterThan(0);
  expect(res.json().message).toContain(String(wait));
  // As Laravel's throttle middleware answers it.
  expect(Number(res.headers['x-ratelimit-limit'])).toBeGreaterThan(0);
  expect(res.headers['x-ratelimit-remaining']).toBe('0');
}

const rate = (res: { headers: Record<string, unknown> }) => [
  res.headers['x-ratelimit-limit'],
  res.headers['x-ratelimit-remaining'],
];

/** The same checks in the embedded mode and with the counters in Redis. */
for (const mode of ['embedded', 'redis'] as const) {
  describe(`throttling (${mode})`, () => {
    let t: TestApp;
    const prefix = testRedisPrefix('throttle-test');
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

    it('100 concurrent wrong passwords for one login: at most 5 are checked, the rest get 429', async () => {
      const user = await t.user('client');
      const answers = await Promise.all(
        Array.from({ length: 100 }, () => t.session().login(user.login, 'wrong-password')),
      );
      const wrong = answers.filter((res) => res.statusCode === 422);
      expect(wrong.length, JSON.stringify(statuses(answers))).toBeLessThanOrEqual(5);
      for (const res of wrong) expect(res.json().message).toBe(WRONG);
      expect(statuses(answers)[429]).toBe(100 - wrong.length);
      expectTooMany(answers.find((res) => res.statusCode === 429)!);
    });

    it('counts one identity whatever its spelling: login, e-mail, any case', async () => {
      const user = await t.user('client');
      const spellings = [
        user.login,
        user.login.toUpperCase(),
        user.email,
        user.email.toUpperCase(),
      ];
      const answers = await Promise.all(
        Array.from({ length: 40 }, (_, i) =>
          t.session().login(` ${spellings[i % 4]!} `, 'wrong-password'),
        ),
      );
      expect(answers.filter((res) => res.statusCode === 422).length).toBeLessThanOrEqual(5);
      expectTooMany(await t.session().login(user.email, user.password));
    });

    it('in sequence: failures by login and by e-mail add up to the limit', async () => {
      const user = await t.user('client');
      for (const identifier of [user.login, user.email, user.login, user.email, user.email])
        expect((await t.session().login(identifier, 'wrong-password')).statusCode).toBe(422);
      expectTooMany(await t.session().login(user.login, user.password));
    });

    it('a success clears the count', async () => {
      const user = await t.user('client');
      for (let i = 0; i < 4; i += 1) await t.session().login(user.login, 'wrong-password');
      expect((await t.session().login(user.email, user.password)).statusCode).toBe(200);
      for (let i = 0; i < 4; i += 1)
        expect((await t.session().login(user.login, 'wrong-password')).statusCode).toBe(422);
    });

    it('every answer tells the limit and what is left, as Laravel’s throttle middleware', async () => {
      const user = await t.user('client');
      const seen: unknown[][] = [];
      for (let i = 0; i < 6; i += 1) seen.push(rate(await t.session().login(user.login, 'wrong')));
      expect(seen).toEqual([
        ['5', '4'],
        ['5', '3'],
        ['5', '2'],
        ['5', '1'],
        ['5', '0'],
        ['5', '0'],
      ]);
      // A success ends the count: the whole limit is back.
      const other = await t.user('client');
      expect(rate(await t.session().login(other.login, 'wrong'))).toEqual(['5', '4']);
      expect(rate(await t.session().login(other.login, other.password))).toEqual(['5', '5']);
      // Recovery tells the count per client address, never the silent one per e-mail (3).
      const asker = t.session();
      asker.remoteAddress = mode === 'redis' ? '203.0.113.41' : '203.0.113.42';
      const asks: unknown[][] = [];
      for (let i = 0; i < 4; i += 1)
        asks.push(rate(await asker.post('/api/auth/recovery-password', { email: user.email })));
      expect(asks).toEqual([
        ['10', '9'],
        ['10', '8'],
        ['10', '7'],
        ['10', '6'],
      ]);
      // Nothing counted, nothing told.
      expect(rate(await t.session().get('/api/health'))).toEqual([undefined, undefined]);
    });

    it('unknown logins are throttled too (the same answers as for a real one)', async () => {
      const answers = await Promise.all(
        Array.from({ length: 20 }, () => t.session().login('Nobody-At-All', 'wrong-password')),
      );
      expect(answers.filter((res) => res.statusCode === 422).length).toBeLessThanOrEqual(5);
      expectTooMany(await t.session().login('nobody-at-all', 'wrong-password'));
    });

    describe('current-password checks of a signed-in user', () => {
      let user: TestUser;
      let session: Session;
      beforeEach(async () => {
        ({ user, session } = await t.signedIn('client'));
      });

      const changePassword = (currentPassword: string) =>
        session.post('/api/users/password-change', {
          currentPassword,
          password: 'a brand new secret',
          confirmPassword: 'a brand new secret',
        });
      const changeEmail = (currentPassword: string) =>
        session.post(`/api/user/${user.id}/me`, {
          email: `new-${user.login}@example.kz`,
          currentPassword,
        });

      for (const [route, attempt] of [
        ['/api/users/password-change', changePassword],
        ['/api/user/{id}/me (e-mail)', changeEmail],
      ] as const) {
        it(`${route}: 50 concurrent wrong passwords, at most 5 checked; then 429 even for the right one`, async () => {
          const answers = await Promise.all(
            Array.from({ length: 50 }, () => attempt('wrong-password')),
          );
          const wrong = answers.filter((res) => res.statusCode === 422);
          expect(wrong.length, JSON.stringify(statuses(answers))).toBeLessThanOrEqual(5);
          for (const res of wrong)
            expect(res.json().errors.currentPassword).toEqual([CURRENT_WRONG]);
          expectTooMany(await attempt(user.password));
        });
      }

      it('both routes count together, per user', async () => {
        for (let i = 0; i < 3; i += 1)
          expect((await changePassword('wrong-password')).statusCode).toBe(422);
        for (let i = 0; i < 2; i += 1)
          expect((await changeEmail('wrong-password')).statusCode).toBe(422);
        expectTooMany(await changePassword(user.password));
        // Another user is not affected.
        const other = await t.signedIn('client');
        const res = await other.session.post('/api/users/password-change', {
          currentPassword: other.user.password,
          password: 'a brand new secret',
          confirmPassword: 'a brand new secret',
        });
        expect(res.statusCode).toBe(200);
      });
    });

    it('registration: 10 attempts per client address an hour, then 429; another address goes on', async () => {
      const session = t.session();
      session.remoteAddress = '203.0.113.7';
      const probe = (i: number) =>
        session.post('/api/auth/register', {
          login: `probe${i}-${mode}`,
          email: 'taken-probe@example.kz',
          password: 'correct horse battery',
          confirmPassword: 'correct horse battery',
          name: 'Probe',
        });
      await t.user('client', { login: 'taken-probe' });
      const answers = await Promise.all(Array.from({ length: 30 }, (_, i) => probe(i)));
      expect(statuses(answers)).toEqual({ 422: 10, 429: 20 });
      const refused = answers.find((res) => res.statusCode === 429)!;
      expectTooMany(refused);
      expect(refused.body).not.toContain('e-mail');
      // the same words fit a registration, a recovery mail and a password: none of them is a login
      expect(refused.json().message).toMatch(/^Слишком много попыток\. Повторите через \d+ с\.$/);

      const elsewhere = t.session();
      elsewhere.remoteAddress = '198.51.100.9';
      const fresh = await elsewhere.post('/api/auth/register', {
        login: `fresh-${mode}`,
        email: `fresh-${mode}@example.kz`,
        password: 'correct horse battery',
        confirmPassword: 'correct horse battery',
        name: 'Fresh',
      });
      expect(fresh.statusCode, fresh.body).toBe(201);
    });
  });
}
