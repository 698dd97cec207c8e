import { expect } from 'vitest';
import type { TestApp, TestUser } from './test-app.js';
import { Session } from './session.js';

export interface Company {
  id: number;
  session: Session;
}

/** Two partner companies (Алматы, Нур-Султан), each with one user, and an admin's session. */
export interface TwoCompanies {
  admin: Session;
  partnerA: Company;
  partnerB: Company;
  memberA: TestUser;
  memberB: TestUser;
}

const profile = (n: number, city: string) => ({
  login: `company${n}`,
  email: `office${n}@company${n}.kz`,
  password: 'partner-password-1',
  companyName: `Компания ${n}`,
  taxId: ['180340021791', '990740000683'][n - 1],
  city,
  phone: `+7 727 000 00 0${n}`,
  legalAddress: `${city}, ул. Абая, ${n}`,
});

export const signIn = async (t: TestApp, user: TestUser) => {
  const session = new Session(t.app);
  await session.login(user.login, user.password);
  return session;
};

/** Creates the companies through the API, as an admin would. */
export async function twoCompanies(t: TestApp): Promise<TwoCompanies> {
  const admin = (await t.signedIn('Admin')).session;
  const partners: Company[] = [];
  for (const [n, city] of [
    [1, 'Алматы'],
    [2, 'Нур-Султан'],
  ] as const) {
    const res = await admin.post('/api/partners/create', profile(n, city));
    expect(res.statusCode, res.body).toBe(201);
    const id: number = res.json().data.id;
    const session = new Session(t.app);
    await session.login(`company${n}`, 'partner-password-1');
    partners.push({ id, session });
  }
  const [partnerA, partnerB] = partners as [Company, Company];
  const memberA = await t.user('client', { parentId: partnerA.id, login: 'aigerim' });
  const memberB = await t.user('client', { parentId: partnerB.id, login: 'marat' });
  return { admin, partnerA, partnerB, memberA, memberB };
}
