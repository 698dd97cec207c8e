import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CurrentUserResponse } from '@cabinet/contract';
import { startTestApp, type TestApp } from '../helpers/test-app.js';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t.close());

describe('the profile’s role names', () => {
  const rolesIn = async (language: string | undefined, login: string, password: string) => {
    const session = t.session();
    session.language = language;
    const signedIn = await session.login(login, password);
    expect(signedIn.statusCode, signedIn.body).toBe(200);
    const res = await session.get('/api/user');
    expect(res.statusCode, res.body).toBe(200);
    return {
      atLogin: CurrentUserResponse.parse(signedIn.json()).data.roles.map((role) => role.name),
      profile: CurrentUserResponse.parse(res.json()).data.roles.map((role) => role.name),
    };
  };

  it('are in the language Accept-Language asks for, Russian by default', async () => {
    const partner = await t.user('Partner');
    const member = await t.user('client', { parentId: partner.id });
    const expected = [
      [undefined, 'Партнёр', 'Пользователь партнёра'],
      ['en-US,en;q=0.9', 'Partner', 'Partner’s user'],
      ['kk', 'Серіктес', 'Серіктес пайдаланушысы'],
    ] as const;
    for (const [language, partnerRole, memberRole] of expected) {
      const ofPartner = await rolesIn(language, partner.login, partner.password);
      expect(ofPartner.profile, language).toEqual([partnerRole]);
      expect(ofPartner.atLogin, language).toEqual([partnerRole]);
      expect((await rolesIn(language, member.login, member.password)).profile).toEqual([
        memberRole,
      ]);
    }
  });

  it('keep a name an administrator wrote as written, whatever the language', async () => {
    const admin = await t.user('Admin');
    await t.db
      .updateTable('roles')
      .set({ name: 'Главный администратор' })
      .where('key', '=', 'Admin')
      .execute();
    expect((await rolesIn('en', admin.login, admin.password)).profile).toEqual([
      'Главный администратор',
    ]);
  });
});
