import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MINUTE } from '../../src/core/clock.js';
import { startTestApp, type TestApp } from '../helpers/test-app.js';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t.close());

async function lastLink(to: string): Promise<string> {
  const mail = await t.db
    .selectFrom('mail_outbox')
    .selectAll()
    .where('to_address', '=', to)
    .orderBy('id', 'desc')
    .executeTakeFirstOrThrow();
  expect(mail.subject).toBe('Восстановление пароля');
  return /token=([\w-]+)/.exec(mail.body_text)![1]!;
}

const outboxSize = async () => (await t.db.selectFrom('mail_outbox').select('id').execute()).length;

describe('password recovery', () => {
  it('answers the same for a known and an unknown address, and mails only the known one', async () => {
    const user = await t.user('client');
    const before = await outboxSize();
    const known = await t.session().post('/api/auth/recovery-password', { email: user.email });
    const unknown = await t
      .session()
      .post('/api/auth/recovery-password', { email: 'ghost@example.kz' });
    expect(known.statusCode).toBe(200);
    expect(unknown.statusCode).toBe(200);
    expect(known.body).toBe(unknown.body);
    expect(await outboxSize()).toBe(before + 1);
    const mail = await t.db
      .selectFrom('mail_outbox')
      .selectAll()
      .orderBy('id', 'desc')
      .executeTakeFirstOrThrow();
    expect(mail.to_address).toBe(user.email);
    expect(mail.body_text).toContain('http://localhost:8080/passwordRecovery?token=');
  });

  it('sets a new password with the link once; the old password and every session end', async () => {
    const user = await t.user('client');
    const { session: signedIn } = { session: t.session() };
    await signedIn.login(user.login, user.password);
    await t.session().post('/api/auth/recovery_pass', { email: user.email });
    const token = await lastLink(user.email);

    const body = { token, password: 'brand new secret', confirmPassword: 'brand new secret' };
    const done = await t.session().post('/api/auth/restore-password-change', body);
    expect(done.statusCode).toBe(200);
    expect(done.json().message).toBe('Пароль изменён');
    expect((await t.session().login(user.login, user.password)).statusCode).toBe(422);
    expect((await t.session().login(user.login, 'brand new secret')).statusCode).toBe(200);
    expect((await signedIn.get('/api/user')).statusCode).toBe(401);

    const again = await t.session().post('/api/auth/restore-password-change', {
      ...body,
      password: 'another secret',
      confirmPassword: 'another secret',
    });
    expect(again.statusCode).toBe(422);
    expect(again.json().errors.token).toEqual([
      'Ссылка для восстановления недействительна или устарела',
    ]);
  });

  it('refuses a link older than 60 minutes', async () => {
    const user = await t.user('client');
    await t.session().post('/api/auth/recovery-password', { email: user.email });
    const token = await lastLink(user.email);
    t.clock.advance(61 * MINUTE);
    const res = await t.session().post('/api/auth/restore-password-change', {
      token,
      password: 'brand new secret',
      confirmPassword: 'brand new secret',
    });
    expect(res.statusCode).toBe(422);
    expect((await t.session().login(user.login, user.password)).statusCode).toBe(200);
  });

  it('refuses a made-up token', async () => {
    const res = await t.session().post('/api/auth/restore-password-change', {
      token: 'x'.repeat(43),
      password: 'brand new secret',
      confirmPassword: 'brand new secret',
    });
    expect(res.statusCode).toBe(422);
  });
});

describe('changing one’s own password', () => {
  it('needs the current password', async () => {
    const { session } = await t.signedIn('client');
    const res = await session.post('/api/users/password-change', {
      currentPassword: 'not it at all',
      password: 'brand new secret',
      confirmPassword: 'brand new secret',
    });
    expect(res.statusCode).toBe(422);
    expect(res.json().errors.currentPassword).toEqual(['Текущий пароль указан неверно']);
  });

  it('ends every other session and hands the caller a fresh token', async () => {
    const user = await t.user('client');
    const [here, elsewhere] = [t.session(), t.session()];
    await here.login(user.login, user.password);
    await elsewhere.login(user.login, user.password);
    const res = await here.post('/api/auth/change_pass', {
      currentPassword: user.password,
      password: 'brand new secret',
      confirmPassword: 'brand new secret',
    });
    expect(res.statusCode).toBe(200);
    expect((await elsewhere.get('/api/user')).statusCode).toBe(401);
    expect((await here.get('/api/user')).statusCode).toBe(401);
    here.token = res.json().token;
    expect((await here.get('/api/user')).statusCode).toBe(200);
  });

  it('is refused without a token', async () => {
    const res = await t.session().post('/api/users/password-change', {
      currentPassword: 'whatever1',
      password: 'brand new secret',
      confirmPassword: 'brand new secret',
    });
    expect(res.statusCode).toBe(401);
  });
});
