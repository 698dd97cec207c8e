import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ErrorBody, UserResponse, UsersPage } from '@cabinet/contract';
import { startTestApp, type TestApp, type TestUser } from '../helpers/test-app.js';
import { Session } from '../helpers/session.js';

let t: TestApp;
let admin: Session;
let partnerA: TestUser, partnerB: TestUser;
let asPartnerA: Session, asPartnerB: Session;

async function partner(): Promise<{ user: TestUser; session: Session }> {
  const user = await t.user('Partner');
  const session = new Session(t.app);
  await session.login(user.login, user.password);
  return { user, session };
}

beforeAll(async () => {
  t = await startTestApp();
  admin = (await t.signedIn('Admin')).session;
  ({ user: partnerA, session: asPartnerA } = await partner());
  ({ user: partnerB, session: asPartnerB } = await partner());
});
afterAll(() => t.close());

const newUser = (login: string, parentId: number, roles = ['client']) => ({
  login,
  email: `${login}@example.kz`,
  name: 'Имя',
  surname: 'Фамилия',
  password: 'user secret 123',
  roles,
  parent_id: parentId,
});

describe('a partner manages its own users', () => {
  it('adds a user, who can then sign in as a client of that partner', async () => {
    const res = await asPartnerA.post('/api/partner-users/create', newUser('a-user1', partnerA.id));
    expect(res.statusCode, res.body).toBe(201);
    const user = UserResponse.parse(res.json()).data;
    expect(user).toMatchObject({
      login: 'a-user1',
      group: 'client',
      parentId: partnerA.id,
      blocked: false,
    });
    const login = await t.session().login('a-user1', 'user secret 123');
    expect(login.json().data).toMatchObject({ parentId: partnerA.id, groups: ['client'] });
  });

  it('lists, views, edits, blocks and sets the password of its users', async () => {
    const created = UserResponse.parse(
      (await asPartnerA.post('/api/partner-users/create', newUser('a-user2', partnerA.id))).json(),
    ).data;
    const list = UsersPage.parse(
      (await asPartnerA.get(`/api/partner-users/${partnerA.id}?sortBy=login`)).json(),
    );
    expect(list.data.map((u) => u.login)).toContain('a-user2');
    expect(list.data.every((u) => u.parentId === partnerA.id)).toBe(true);
    expect((await asPartnerA.get(`/api/partner-users/view/${created.id}`)).json().data.login).toBe(
      'a-user2',
    );

    const updated = await asPartnerA.post(`/api/partner-users/update/${created.id}`, {
      login: 'a-user2',
      email: 'renamed@example.kz',
      name: 'Новое',
      surname: 'Имя',
      description: 'Бухгалтерия',
    });
    expect(updated.json().data).toMatchObject({
      email: 'renamed@example.kz',
      name: 'Новое',
      description: 'Бухгалтерия',
    });

    const session = t.session();
    await session.login('a-user2', 'user secret 123');
    const pwd = await asPartnerA.post(`/api/partner-users/password-change/${created.id}`, {
      password: 'fresh secret 456',
      confirmPassword: 'fresh secret 456',
    });
    expect(pwd.json()).toMatchObject({ success: true, message: 'Пароль пользователя изменён' });
    expect((await session.get('/api/user')).statusCode).toBe(401);
    expect((await t.session().login('a-user2', 'fresh secret 456')).statusCode).toBe(200);

    const blocked = await asPartnerA.post(`/api/partner-users/update/${created.id}`, {
      login: 'a-user2',
      email: 'renamed@example.kz',
      blocked: true,
    });
    expect(blocked.json().data.blocked).toBe(true);
    expect((await t.session().login('a-user2', 'fresh secret 456')).statusCode).toBe(422);
  });

  it('cannot grant a role beyond its own rights', async () => {
    const res = await asPartnerA.post(
      '/api/partner-users/create',
      newUser('a-admin', partnerA.id, ['Admin']),
    );
    expect(res.statusCode).toBe(422);
    expect(res.json().errors.roles).toEqual([
      'Нельзя выдать роль Admin: она даёт больше прав, чем есть у вас',
    ]);
    const unknown = await asPartnerA.post(
      '/api/partner-users/create',
      newUser('a-x', partnerA.id, ['no-such-role']),
    );
    expect(unknown.json().errors.roles).toEqual(['Неизвестные роли: no-such-role']);
  });

  it('needs login and e-mail, and roles when adding (the sample backend’s rule)', async () => {
    const res = await asPartnerA.post('/api/partner-users/create', {
      parent_id: partnerA.id,
      password: 'user secret 123',
      roles: [],
    });
    expect(res.statusCode).toBe(422);
    const body = ErrorBody.parse(res.json());
    expect(body.errors.login).toEqual(['Заполните Логин и E-mail']);
    expect(body.errors.email).toEqual(['Заполните Логин и E-mail']);
    expect(body.errors.roles).toEqual(['Выберите хотя бы одну роль']);
    const update = await admin.post(`/api/partner-users/update/${partnerA.id}`, { name: 'x' });
    expect(update.json().errors.login).toEqual(['Заполните Логин и E-mail']);
  });

  it('a taken login answers "could not update the user"', async () => {
    const res = await asPartnerA.post(
      '/api/partner-users/create',
      newUser(partnerB.login, partnerA.id),
    );
    expect(res.json()).toMatchObject({
      success: false,
      message: 'Не удалось обновить пользователя',
      errors: { login: ['Этот логин уже занят'] },
    });
  });
});

describe('scope: nobody reaches another partner’s users', () => {
  let bUser: number;
  beforeAll(async () => {
    bUser = UserResponse.parse(
      (await asPartnerB.post('/api/partner-users/create', newUser('b-user', partnerB.id))).json(),
    ).data.id;
  });

  it.each([
    ['list', 'GET', (): string => `/api/partner-users/${partnerB.id}`, undefined],
    ['view', 'GET', (): string => `/api/partner-users/view/${bUser}`, undefined],
    [
      'update',
      'POST',
      (): string => `/api/partner-users/update/${bUser}`,
      { login: 'b-user', email: 'hijack@example.kz' },
    ],
    [
      'password',
      'POST',
      (): string => `/api/partner-users/password-change/${bUser}`,
      { password: 'hijacked 1234', confirmPassword: 'hijacked 1234' },
    ],
    ['create under B', 'POST', (): string => '/api/partner-users/create', 'create'],
    ['detach', 'POST', (): string => '/api/partners/detach', 'detach'],
  ] as const)('partner A cannot %s', async (_name, method, url, body) => {
    const payload =
      body === 'create'
        ? newUser('a-sneak', partnerB.id)
        : body === 'detach'
          ? { user_id: bUser }
          : body;
    const res = await asPartnerA.call(method, url(), payload);
    expect(res.statusCode).toBe(403);
    const user = await t.db
      .selectFrom('users')
      .select(['email', 'parent_id'])
      .where('id', '=', bUser)
      .executeTakeFirstOrThrow();
    expect(user).toEqual({ email: 'b-user@example.kz', parent_id: partnerB.id });
  });

  it('a partner cannot reach other partners through the users endpoints', async () => {
    expect((await asPartnerA.get(`/api/partner-users/view/${partnerB.id}`)).statusCode).toBe(403);
    expect(
      (
        await asPartnerA.post(`/api/partner-users/password-change/${partnerB.id}`, {
          password: 'hijacked 1234',
          confirmPassword: 'hijacked 1234',
        })
      ).statusCode,
    ).toBe(403);
  });

  it('a client sees only itself and changes nobody', async () => {
    const client = await t.user('client', { parentId: partnerA.id });
    const sibling = await t.user('client', { parentId: partnerA.id });
    const session = t.session();
    await session.login(client.login, client.password);
    expect((await session.get(`/api/partner-users/view/${sibling.id}`)).statusCode).toBe(403);
    expect((await session.get(`/api/partner-users/${partnerA.id}`)).statusCode).toBe(403);
    expect(
      (
        await session.post(`/api/partner-users/update/${client.id}`, {
          login: client.login,
          email: client.email,
          roles: ['Admin'],
        })
      ).statusCode,
    ).toBe(403);
    expect((await session.post('/api/user/' + sibling.id + '/me', { name: 'x' })).statusCode).toBe(
      403,
    );
  });

  it('an admin reaches everybody; a missing user is a 404 for it', async () => {
    expect((await admin.get(`/api/partner-users/view/${bUser}`)).statusCode).toBe(200);
    expect(
      (await admin.get(`/api/partner-users/${partnerB.id}`)).json().meta.total,
    ).toBeGreaterThanOrEqual(1);
    expect((await admin.get('/api/partner-users/view/999999')).statusCode).toBe(404);
    expect((await admin.get(`/api/partner-users/${bUser}`)).statusCode).toBe(404);
  });
});

describe('attach and detach', () => {
  it('attaches a free client to a partner and detaches it, with the spec’s messages', async () => {
    const free = await t.user('client');
    const candidates = (await admin.get('/api/users/partner/all'))
      .json()
      .data.map((u: { id: number }) => u.id);
    expect(candidates).toContain(free.id);
    const attached = await admin.post('/api/users/attach-to-partner', {
      user_id: free.id,
      partner_id: partnerA.id,
    });
    expect(attached.json()).toEqual({
      success: true,
      message: 'Пользователь успешно прикреплён',
      errors: {},
    });
    admin.language = 'en';
    const again = await admin.post('/api/users/attach-to-partner', {
      user_id: free.id,
      partner_id: partnerB.id,
    });
    expect(again.statusCode).toBe(422);
    expect(again.json()).toMatchObject({
      success: false,
      message: 'The user is already attached to a partner',
      errors: { user_id: ['The user is already attached to a partner'] },
    });
    const detached = await asPartnerA.post('/api/partners/detach', { user_id: free.id });
    expect(detached.json()).toEqual({
      success: true,
      message: 'Пользователь откреплён',
      errors: {},
    });
    const twice = await admin.post('/api/partners/detach', { user_id: free.id });
    expect(twice.json().message).toBe('The user is not attached to a partner');
    admin.language = undefined;
  });

  it('refuses attaching an admin or a partner, or to a non-partner; partners cannot attach at all', async () => {
    const other = await t.user('Admin');
    expect(
      (
        await admin.post('/api/users/attach-to-partner', {
          user_id: other.id,
          partner_id: partnerA.id,
        })
      ).json().errors.user_id,
    ).toBeDefined();
    const free = await t.user('client');
    expect(
      (
        await admin.post('/api/users/attach-to-partner', { user_id: free.id, partner_id: other.id })
      ).json().errors.partner_id,
    ).toBeDefined();
    expect(
      (
        await asPartnerA.post('/api/users/attach-to-partner', {
          user_id: free.id,
          partner_id: partnerA.id,
        })
      ).statusCode,
    ).toBe(403);
    expect((await asPartnerA.get('/api/users/partner/all')).statusCode).toBe(403);
  });
});

describe('one’s own profile', () => {
  it('edits name, surname and description', async () => {
    const { user, session } = await t.signedIn('client');
    const res = await session.post(`/api/user/${user.id}/me`, {
      name: 'Жанна',
      surname: 'Серикова',
      description: 'Аналитик',
    });
    expect(res.json().data).toMatchObject({
      name: 'Жанна',
      surname: 'Серикова',
      description: 'Аналитик',
    });
    expect((await session.get('/api/user')).json().data.name).toBe('Жанна');
  });

  it('changes the e-mail only with the current password', async () => {
    const { user, session } = await t.signedIn('client');
    expect(
      (await session.post(`/api/user/${user.id}/me`, { email: 'new@example.kz' })).json().errors
        .currentPassword,
    ).toEqual(['Обязательное поле']);
    expect(
      (
        await session.post(`/api/user/${user.id}/me`, {
          email: 'new@example.kz',
          currentPassword: 'wrong-one',
        })
      ).json().errors.currentPassword,
    ).toEqual(['Текущий пароль указан неверно']);
    const ok = await session.post(`/api/user/${user.id}/me`, {
      email: 'New@Example.kz',
      currentPassword: user.password,
    });
    expect(ok.json().data.email).toBe('new@example.kz');
    const taken = await session.post(`/api/user/${user.id}/me`, {
      email: partnerA.email,
      currentPassword: user.password,
    });
    expect(taken.json().errors.email).toEqual(['Этот e-mail уже зарегистрирован']);
  });

  it('keeps the name, surname and description when only the e-mail changes', async () => {
    const { user, session } = await t.signedIn('client');
    const named = { name: 'Жанна', surname: 'Серикова', description: 'Аналитик' };
    await session.post(`/api/user/${user.id}/me`, named);
    const res = await session.post(`/api/user/${user.id}/me`, {
      email: `kept-${user.id}@example.kz`,
      currentPassword: user.password,
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data).toMatchObject(named);
    expect((await session.get('/api/user')).json().data).toMatchObject(named);
  });

  it('cannot set group, roles or parent', async () => {
    const { user, session } = await t.signedIn('client');
    const res = await session.post(`/api/user/${user.id}/me`, {
      name: 'x',
      group: 'Admin',
      roles: ['Admin'],
      parent_id: 1,
    });
    expect(res.statusCode).toBe(422);
    expect((await session.get('/api/user')).json().data.groups).toEqual(['client']);
  });
});

describe('answers never carry secrets', () => {
  it('no password hash nor token in any users or partners answer', async () => {
    for (const url of [
      `/api/partner-users/${partnerA.id}`,
      '/api/users/partner/all',
      `/api/partners/${partnerA.id}`,
      '/api/partners',
    ]) {
      const res = await admin.get(url);
      expect(res.body).not.toMatch(/password|hash|argon2|token/i);
    }
  });
});
