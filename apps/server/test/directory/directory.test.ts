import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DirectoryPage, PersonResponse } from '@cabinet/contract';
import { startTestApp, type TestApp, type TestUser } from '../helpers/test-app.js';
import type { Session } from '../helpers/session.js';
import { signIn as signInTo, twoCompanies, type Company } from '../helpers/two-companies.js';

let t: TestApp;
let admin: Session;
let partnerA: Company;
let memberA: TestUser, memberB: TestUser;
const signIn = (user: TestUser) => signInTo(t, user);

beforeAll(async () => {
  t = await startTestApp();
  ({ admin, partnerA, memberA, memberB } = await twoCompanies(t));
});
afterAll(() => t.close());

describe('directory', () => {
  it('an admin finds everybody, with the company’s contacts', async () => {
    const res = await admin.get('/api/directory?search=aigerim');
    const body = DirectoryPage.parse(res.json());
    expect(body.meta.total).toBe(1);
    expect(body.data[0]).toMatchObject({
      login: 'aigerim',
      partnerId: partnerA.id,
      company: 'Компания 1',
      companyPhone: '+7 727 000 00 01',
      roles: ['Пользователь партнёра'],
    });
    const byCompany = DirectoryPage.parse(
      (await admin.get('/api/directory?search=компания 2&rowsPerPage=100')).json(),
    );
    expect(byCompany.data.map((p) => p.login).sort()).toEqual(['company2', 'marat']);
  });

  it('a partner sees itself and its users only; a card out of scope is a 403', async () => {
    const own = DirectoryPage.parse(
      (await partnerA.session.get('/api/directory?rowsPerPage=100&sortBy=login')).json(),
    );
    expect(own.data.map((p) => p.login)).toEqual(['aigerim', 'company1']);
    const card = await partnerA.session.get(`/api/directory/${memberA.id}`);
    expect(PersonResponse.parse(card.json()).data).toMatchObject({
      login: 'aigerim',
      legalAddress: 'Алматы, ул. Абая, 1',
    });
    expect((await partnerA.session.get(`/api/directory/${memberB.id}`)).statusCode).toBe(403);
    expect((await partnerA.session.get('/api/directory/999999')).statusCode).toBe(403);
    expect((await admin.get('/api/directory/999999')).statusCode).toBe(404);
  });

  it('needs users.view; paging is read as a Quasar table sends it, never by a hidden column', async () => {
    expect((await (await signIn(memberA)).get('/api/directory')).statusCode).toBe(403);
    expect((await t.session().get('/api/directory')).statusCode).toBe(401);
    const capped = await admin.get('/api/directory?rowsPerPage=5000');
    expect(capped.statusCode).toBe(200);
    expect(capped.json().meta.rowsPerPage).toBe(1000);
    const hidden = await admin.get('/api/directory?sortBy=password_hash');
    expect(hidden.statusCode).toBe(200);
    expect(hidden.json().meta.sortBy).toBeNull();
    expect(hidden.json().data).toEqual((await admin.get('/api/directory')).json().data);
    expect((await admin.get('/api/directory?rowsPerPage=-1')).statusCode).toBe(422);
  });
});
