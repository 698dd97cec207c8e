import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ErrorBody, TokenResponse } from '@cabinet/contract';
import { startTestApp, type TestApp } from '../helpers/test-app.js';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t.close());

const valid = (login: string) => ({
  login,
  email: `${login}@example.kz`,
  password: 'correct horse battery',
  confirmPassword: 'correct horse battery',
  name: 'Дана',
  surname: 'Ахметова',
});

describe('registration', () => {
  it('creates a user of group client, signed in', async () => {
    const session = t.session();
    const res = await session.post('/api/auth/register', valid('dana'));
    expect(res.statusCode).toBe(201);
    const body = TokenResponse.parse(res.json());
    expect(body.data).toMatchObject({
      login: 'dana',
      groups: ['client'],
      name: 'Дана',
      surname: 'Ахметова',
    });
    expect(body.data.roles.map((r) => r.key)).toEqual(['client']);
    session.token = body.token;
    expect((await session.get('/api/user')).json().data.login).toBe('dana');
    expect((await t.session().login('dana', 'correct horse battery')).statusCode).toBe(200);
  });

  it('needs name, login and password, with the sample backend message', async () => {
    const session = t.session();
    session.language = 'en';
    const res = await session.post('/api/auth/register', {
      email: 'x@example.kz',
      confirmPassword: '',
    });
    expect(res.statusCode).toBe(422);
    const body = ErrorBody.parse(res.json());
    expect(body.message).toBe('Required name, login and password');
    for (const field of ['name', 'login', 'password'])
      expect(body.errors[field]).toEqual(['Required name, login and password']);
    const ru = await t.session().post('/api/auth/register', { ...valid('x1'), name: '   ' });
    expect(ru.json().errors.name).toEqual(['Обязательны имя, логин и пароль']);
  });

  it('checks e-mail, password length and confirmation', async () => {
    const res = await t.session().post('/api/auth/register', {
      ...valid('short'),
      email: 'not-an-address',
      password: 'short',
      confirmPassword: 'other',
    });
    expect(res.statusCode).toBe(422);
    const { errors } = res.json();
    expect(errors.email).toEqual(['Укажите корректный e-mail']);
    expect(errors.password).toEqual(['Пароль должен быть не короче 8 символов']);
    const mismatch = await t
      .session()
      .post('/api/auth/register', { ...valid('mism'), confirmPassword: 'something else' });
    expect(mismatch.json().errors.confirmPassword).toEqual(['Пароли не совпадают']);
  });

  it('refuses a taken login (in any case) and a taken e-mail', async () => {
    await t.session().post('/api/auth/register', valid('arman'));
    const sameLogin = await t
      .session()
      .post('/api/auth/register', { ...valid('ARMAN'), email: 'other@example.kz' });
    expect(sameLogin.statusCode).toBe(422);
    expect(sameLogin.json().errors.login).toEqual(['Этот логин уже занят']);
    const sameEmail = await t
      .session()
      .post('/api/auth/register', { ...valid('arman2'), email: 'ARMAN@example.kz' });
    expect(sameEmail.json().errors.email).toEqual(['Этот e-mail уже зарегистрирован']);
  });

  it('ignores nothing silently: group, roles or parent in the payload are refused', async () => {
    const res = await t
      .session()
      .post('/api/auth/register', { ...valid('sneaky'), group: 'Admin', roles: ['Admin'] });
    expect(res.statusCode).toBe(422);
    expect(Object.keys(res.json().errors)).toEqual(expect.arrayContaining(['group', 'roles']));
    const row = await t.db
      .selectFrom('users')
      .select('id')
      .where('login', '=', 'sneaky')
      .executeTakeFirst();
    expect(row).toBeUndefined();
  });
});
