import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TokenResponse } from '@cabinet/contract';
import { hashPassword } from '../../src/core/auth/passwords.js';
import { demoBin } from '../../src/seed/demo-partners.js';
import { startTestApp, type TestApp } from '../helpers/test-app.js';
import type { Session } from '../helpers/session.js';

/**
 * Logins and e-mail addresses are one namespace: nobody's login may equal anybody's e-mail
 * (in any case), so that signing in by e-mail always reaches the address's owner.
 */
let t: TestApp;
let admin: Session;
let serial = 500;
beforeAll(async () => {
  // Registration is throttled per client address; this file registers more than a person would.
  t = await startTestApp({ REGISTER_MAX_PER_ADDRESS: '1000' });
  admin = (await t.signedIn('Admin')).session;
});
afterAll(() => t.close());

const LOGIN_TAKEN = ['Этот логин уже занят'];
const EMAIL_TAKEN = ['Этот e-mail уже зарегистрирован'];

const registration = (login: string, email: string) => ({
  login,
  email,
  password: 'squatter secret 1',
  confirmPassword: 'squatter secret 1',
  name: 'Сквоттер',
});

const partnerBody = (login: string, email: string) => ({
  login,
  email,
  password: 'partner secret 1',
  companyName: `ТОО «${login}»`,
  taxId: demoBin(2021, 4, (serial += 17)),
  contractNumber: 'ДУ-1',
  contractDate: '2025-01-10',
  legalAddress: 'г. Алматы',
  city: 'Алматы',
  phone: '+7 727 000 00 00',
  contactEmail: `buh@${login.replace(/@.*/, '')}.kz`,
  bankName: 'АО «Банк»',
  iban: 'KZ86 125K ZT50 0410 0100',
  bic: 'hsbkkzkx',
});

const partnerUser = (login: string, email: string, parentId: number) => ({
  login,
  email,
  name: 'Имя',
  surname: 'Фамилия',
  password: 'user secret 123',
  roles: ['client'],
  parent_id: parentId,
});

describe('one namespace for logins and e-mail addresses', () => {
  it('registration refuses a login equal to another user’s e-mail, in any case', async () => {
    const owner = await t.user('client');
    const res = await t
      .session()
      .post('/api/auth/register', registration(owner.email.toUpperCase(), 'squat1@example.kz'));
    expect(res.statusCode).toBe(422);
    expect(res.json().errors.login).toEqual(LOGIN_TAKEN);

    const signIn = await t.session().login(owner.email, owner.password);
    expect(signIn.statusCode).toBe(200);
    expect(TokenResponse.parse(signIn.json()).data.id).toBe(owner.id);
  });

  it('registration refuses an e-mail equal to another user’s login', async () => {
    await t.user('client', { login: 'boss@corp.kz' });
    const res = await t
      .session()
      .post('/api/auth/register', registration('squat2', 'BOSS@corp.kz'));
    expect(res.statusCode).toBe(422);
    expect(res.json().errors.email).toEqual(EMAIL_TAKEN);
  });

  it('admin and partner paths that set a login or e-mail apply the same rule', async () => {
    const owner = await t.user('client');
    const partner = await t.user('Partner');
    const loginLike = await t.user('client', { login: 'chief@corp.kz' });

    const createdPartner = await admin.post(
      '/api/partners/create',
      partnerBody(owner.email, 'p-squat@company.kz'),
    );
    expect(createdPartner.statusCode).toBe(422);
    expect(createdPartner.json().errors.login).toEqual(LOGIN_TAKEN);

    const createdUser = await admin.post(
      '/api/partner-users/create',
      partnerUser('u-squat', 'CHIEF@corp.kz', partner.id),
    );
    expect(createdUser.statusCode).toBe(422);
    expect(createdUser.json().errors.email).toEqual(EMAIL_TAKEN);

    const member = await t.user('client', { parentId: partner.id });
    const editedUser = await admin.post(`/api/partner-users/update/${member.id}`, {
      login: owner.email,
      email: member.email,
      name: 'Имя',
      surname: '',
      description: '',
    });
    expect(editedUser.statusCode).toBe(422);
    expect(editedUser.json().errors.login).toEqual(LOGIN_TAKEN);

    const company = await admin.post(
      '/api/partners/create',
      partnerBody('p-edit', 'p-edit@company.kz'),
    );
    expect(company.statusCode, company.body).toBe(201);
    const { password: _, ...companyEdit } = partnerBody('p-edit', loginLike.login);
    const editedPartner = await admin.post(
      `/api/partners/update/${company.json().data.id}`,
      companyEdit,
    );
    expect(editedPartner.statusCode).toBe(422);
    expect(editedPartner.json().errors.email).toEqual(EMAIL_TAKEN);
  });

  it('one’s own new e-mail may not be somebody else’s login', async () => {
    await t.user('client', { login: 'head@corp.kz' });
    const { user, session } = await t.signedIn('client');
    const res = await session.post(`/api/user/${user.id}/me`, {
      email: 'Head@corp.kz',
      currentPassword: user.password,
    });
    expect(res.statusCode).toBe(422);
    expect(res.json().errors.email).toEqual(EMAIL_TAKEN);
  });

  it('a login equal to one’s own e-mail stays allowed', async () => {
    const res = await t
      .session()
      .post('/api/auth/register', registration('self@example.kz', 'SELF@example.kz'));
    expect(res.statusCode, res.body).toBe(201);
  });

  it('concurrent registrations crossing login and e-mail: exactly one wins, the other gets 422', async () => {
    for (let round = 0; round < 5; round += 1) {
      const shared = `cross${round}@example.kz`;
      const answers = await Promise.all([
        t.session().post('/api/auth/register', registration(shared, `a-cross${round}@example.kz`)),
        t.session().post('/api/auth/register', registration(`b-cross${round}`, shared)),
      ]);
      expect(answers.map((res) => res.statusCode).sort()).toEqual([201, 422]);
    }
  });
});

describe('signing in by an identifier that two rows match (rows from before the rule)', () => {
  it('reaches the e-mail’s owner, never the user whose login squats on it', async () => {
    // The squatter's row comes first, as it did in the outside review.
    const now = t.clock.now().toISOString();
    await t.db
      .insertInto('users')
      .values({
        login: 'LEGACY-OWNER@example.kz',
        email: 'legacy-squatter@example.kz',
        name: 'Legacy squatter',
        surname: '',
        description: '',
        password_hash: await hashPassword('squatter secret 1'),
        group: 'client',
        created_at: now,
        updated_at: now,
      })
      .execute();
    const owner = await t.user('client', { login: 'legacy-owner' });
    for (const identifier of [owner.email, owner.email.toUpperCase()]) {
      const res = await t.session().login(identifier, owner.password);
      expect(res.statusCode).toBe(200);
      expect(res.json().data.id).toBe(owner.id);
    }
    expect((await t.session().login(owner.email, 'squatter secret 1')).statusCode).toBe(422);
  });
});
