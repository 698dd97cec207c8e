import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CurrentUserResponse, ErrorBody, TokenResponse } from '@cabinet/contract';
import { MINUTE, HOUR } from '../../src/core/clock.js';
import { startTestApp, type TestApp } from '../helpers/test-app.js';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t.close());

describe('login', () => {
  it('exchanges login and password for a token and the user', async () => {
    const user = await t.user('Partner');
    const session = t.session();
    const res = await session.login(user.login, user.password);
    expect(res.statusCode).toBe(200);
    const body = TokenResponse.parse(res.json());
    expect(body.token).toMatch(/^\d+\|[A-Za-z0-9_-]{43}$/);
    expect(body.data).toMatchObject({
      id: user.id,
      login: user.login,
      groups: ['Partner'],
      parentId: null,
    });
    expect(body.data.permissions).toContain('reports.view');
    expect(body.data.permissions).not.toContain('partners.edit');
    expect(body.data.last_login_datetime).toBe(t.clock.now().toISOString());
  });

  it('accepts the e-mail address instead of the login, in any case', async () => {
    const user = await t.user('client');
    const res = await t.session().login(user.email.toUpperCase(), user.password);
    expect(res.statusCode).toBe(200);
    const alias = await t
      .session()
      .post('/api/sanctum/email', { email: user.email, password: user.password });
    expect(alias.statusCode).toBe(200);
  });

  it('answers a wrong password and an unknown login alike, in Russian by default', async () => {
    const user = await t.user('client');
    const wrong = await t.session().login(user.login, 'not-the-password');
    const unknown = await t.session().login('nobody-here', 'whatever-password');
    for (const res of [wrong, unknown]) {
      expect(res.statusCode).toBe(422);
      const body = ErrorBody.parse(res.json());
      expect(body.message).toBe('Неверный логин или пароль');
      expect(body.errors.login).toEqual(['Неверный логин или пароль']);
    }
    expect(wrong.json().message).toBe(unknown.json().message);
  });

  it('speaks English and Kazakh when asked', async () => {
    const en = t.session();
    en.language = 'en-US,en;q=0.9';
    expect((await en.login('nobody', 'x')).json().message).toBe('Wrong login or password');
    const kk = t.session();
    kk.language = 'kk';
    expect((await kk.login('nobody', 'x')).json().message).toBe('Логин немесе құпиясөз қате');
  });

  it('refuses the sixth attempt after five failures with 429 and the time to wait', async () => {
    const user = await t.user('client');
    const session = t.session();
    for (let i = 0; i < 5; i += 1)
      expect((await session.login(user.login, 'wrong-password')).statusCode).toBe(422);
    const blocked = await session.login(user.login, user.password);
    expect(blocked.statusCode).toBe(429);
    const wait = Number(blocked.headers['retry-after']);
    expect(wait).toBeGreaterThan(0);
    expect(wait).toBeLessThanOrEqual(60);
    expect(blocked.json().message).toContain(String(wait));
  });

  it('does not let failures on one login throttle another', async () => {
    const [victim, other] = [await t.user('client'), await t.user('client')];
    const session = t.session();
    for (let i = 0; i < 5; i += 1) await session.login(victim.login, 'wrong-password');
    expect((await session.login(other.login, other.password)).statusCode).toBe(200);
  });

  it('refuses a blocked user with a clear message', async () => {
    const user = await t.user('client');
    await t.db
      .updateTable('users')
      .set({ blocked_at: t.clock.now().toISOString() })
      .where('id', '=', user.id)
      .execute();
    const res = await t.session().login(user.login, user.password);
    expect(res.statusCode).toBe(422);
    expect(res.json().message).toMatch(/заблокирована/);
  });

  it('accepts long passphrases whole: a 200-character password is not truncated', async () => {
    const user = await t.user('client');
    const long = 'ж'.repeat(199) + 'a';
    const session = t.session();
    await session.login(user.login, user.password);
    const change = await session.post('/api/users/password-change', {
      currentPassword: user.password,
      password: long,
      confirmPassword: long,
    });
    expect(change.statusCode).toBe(200);
    expect((await t.session().login(user.login, long.slice(0, -1) + 'b')).statusCode).toBe(422);
    expect((await t.session().login(user.login, long)).statusCode).toBe(200);
  });
});

describe('tokens', () => {
  it('lets GET /api/user read the current user, without secrets', async () => {
    const { user, session } = await t.signedIn('Admin');
    const res = await session.get('/api/user');
    expect(res.statusCode).toBe(200);
    const body = CurrentUserResponse.parse(res.json());
    expect(body.data.id).toBe(user.id);
    expect(res.body).not.toMatch(/password|hash|argon2/i);
    const check = await session.get('/api/sanctum/checkToken');
    expect(check.json().data.id).toBe(user.id);
  });

  it('answers 401 without a token, with a malformed one, and with a wrong secret', async () => {
    const { session } = await t.signedIn('client');
    const [id] = session.token!.split('|');
    for (const authorization of [
      undefined,
      'Bearer',
      'Bearer garbage',
      `Bearer ${id}|${'x'.repeat(43)}`,
      `Basic ${session.token}`,
    ]) {
      const res = await t.app.inject({
        method: 'GET',
        url: '/api/user',
        headers: authorization ? { authorization } : {},
      });
      expect(res.statusCode).toBe(401);
      expect(ErrorBody.parse(res.json()).message).toBe('Не авторизован.');
    }
  });

  it('expires after 10 idle minutes, and slides while used', async () => {
    const { session } = await t.signedIn('client');
    t.clock.advance(9 * MINUTE);
    expect((await session.get('/api/user')).statusCode).toBe(200);
    t.clock.advance(9 * MINUTE);
    expect((await session.get('/api/user')).statusCode).toBe(200);
    t.clock.advance(10 * MINUTE);
    expect((await session.get('/api/user')).statusCode).toBe(401);
    const [id] = session.token!.split('|');
    const row = await t.db
      .selectFrom('personal_access_tokens')
      .select('id')
      .where('id', '=', Number(id))
      .executeTakeFirst();
    expect(row).toBeUndefined();
  });

  it('expires after 12 hours even when used all along', async () => {
    const { session } = await t.signedIn('client');
    for (let elapsed = 0; elapsed < 12 * HOUR - 5 * MINUTE; elapsed += 5 * MINUTE) {
      t.clock.advance(5 * MINUTE);
      expect((await session.get('/api/user')).statusCode).toBe(200);
    }
    t.clock.advance(5 * MINUTE);
    expect((await session.get('/api/user')).statusCode).toBe(401);
  });

  it('dies on logout, by GET /api/logout and by POST /api/auth/logout', async () => {
    const first = await t.signedIn('client');
    expect((await first.session.get('/api/logout')).json()).toMatchObject({ success: true });
    expect((await first.session.get('/api/user')).statusCode).toBe(401);

    const second = await t.signedIn('client');
    expect((await second.session.post('/api/auth/logout')).statusCode).toBe(200);
    expect((await second.session.get('/api/user')).statusCode).toBe(401);
  });

  it('logout ends only the token it is called with', async () => {
    const user = await t.user('client');
    const [phone, laptop] = [t.session(), t.session()];
    await phone.login(user.login, user.password);
    await laptop.login(user.login, user.password);
    await phone.get('/api/logout');
    expect((await laptop.get('/api/user')).statusCode).toBe(200);
  });

  it('dies when the user is blocked', async () => {
    const { user, session } = await t.signedIn('client');
    await t.db
      .updateTable('users')
      .set({ blocked_at: t.clock.now().toISOString() })
      .where('id', '=', user.id)
      .execute();
    expect((await session.get('/api/user')).statusCode).toBe(401);
  });

  it('stores only a hash of the secret', async () => {
    const { session } = await t.signedIn('client');
    const [id, secret] = session.token!.split('|');
    const row = await t.db
      .selectFrom('personal_access_tokens')
      .selectAll()
      .where('id', '=', Number(id))
      .executeTakeFirstOrThrow();
    expect(row.token_hash).toMatch(/^[0-9a-f]{64}$/);
    expect(JSON.stringify(row)).not.toContain(secret);
  });

  it('keeps passwords as argon2id hashes (19 MiB, 2 passes, 1 lane)', async () => {
    const user = await t.user('client');
    const row = await t.db
      .selectFrom('users')
      .select('password_hash')
      .where('id', '=', user.id)
      .executeTakeFirstOrThrow();
    expect(row.password_hash).toMatch(/^\$argon2id\$v=19\$m=19456,p=1,t=2\$/);
    expect(row.password_hash).not.toContain(user.password);
  });
});

describe('logs', () => {
  it('never contain passwords or tokens', async () => {
    const user = await t.user('client');
    const session = t.session();
    await session.login(user.login, user.password);
    await session.get('/api/user');
    await session.post('/api/auth/recovery-password', { email: user.email });
    const log = t.log();
    expect(log).toContain('user logged in');
    expect(log).not.toContain(user.password);
    expect(log).not.toContain(session.token!.split('|')[1]);
    const link = await t.db
      .selectFrom('mail_outbox')
      .select('body_text')
      .orderBy('id', 'desc')
      .executeTakeFirstOrThrow();
    const recoveryToken = /token=([\w-]+)/.exec(link.body_text)![1]!;
    expect(log).not.toContain(recoveryToken);
  });
});
