import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  DirectoryPage,
  OutboxMessageResponse,
  OutboxPage,
  PartnerLocationResponse,
  PartnerLocationsResponse,
  PersonResponse,
} from '@cabinet/contract';
import { startTestApp, type TestApp, type TestUser } from '../helpers/test-app.js';
import { Session } from '../helpers/session.js';
import { seedDemoLocations } from '../../src/features/locations/index.js';
import { maskSecrets } from '../../src/features/outbox/mask.js';

let t: TestApp;
let admin: Session;
let partnerA: { id: number; session: Session }, partnerB: { id: number; session: Session };
let memberA: TestUser, memberB: TestUser;

const signIn = async (user: TestUser) => {
  const session = new Session(t.app);
  await session.login(user.login, user.password);
  return session;
};

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

beforeAll(async () => {
  t = await startTestApp();
  admin = (await t.signedIn('Admin')).session;
  const partners = [];
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
  [partnerA, partnerB] = partners as [typeof partnerA, typeof partnerB];
  memberA = await t.user('client', { parentId: partnerA.id, login: 'aigerim' });
  memberB = await t.user('client', { parentId: partnerB.id, login: 'marat' });
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

describe('outbox', () => {
  beforeAll(async () => {
    const res = await t.session().post('/api/auth/recovery-password', { email: memberA.email });
    expect(res.statusCode, res.body).toBe(200);
  });

  it('an admin lists and searches the kept messages, and reads one with its link masked', async () => {
    const list = OutboxPage.parse((await admin.get('/api/mail/outbox?search=aigerim')).json());
    expect(list.meta.total).toBe(1);
    expect(list.data[0]).toMatchObject({ to: memberA.email, status: 'kept', sentAt: null });
    const res = await admin.get(`/api/mail/outbox/${list.data[0]!.id}`);
    const { data } = OutboxMessageResponse.parse(res.json());
    expect(data.masked).toBe(true);
    expect(data.text).toContain('/passwordRecovery?token=••••••');
    const stored = await t.db
      .selectFrom('mail_outbox')
      .select('body_text')
      .executeTakeFirstOrThrow();
    const token = /token=([^\s&]+)/.exec(stored.body_text)![1]!;
    expect(res.body).not.toContain(token);
    expect(
      OutboxPage.parse((await admin.get('/api/mail/outbox?search=nobody')).json()).meta.total,
    ).toBe(0);
  });

  it('is for admins only; an unknown message is a 404', async () => {
    expect((await partnerA.session.get('/api/mail/outbox')).statusCode).toBe(403);
    expect((await partnerA.session.get('/api/mail/outbox/1')).statusCode).toBe(403);
    expect((await admin.get('/api/mail/outbox/999999')).statusCode).toBe(404);
    expect((await admin.get('/api/mail/outbox?page=0')).statusCode).toBe(422);
  });

  it('masks secrets, not ordinary words', () => {
    expect(maskSecrets('Hello, see https://x.kz/a?token=abc-DEF_123&x=1 now').text).toBe(
      'Hello, see https://x.kz/a?token=••••••&x=1 now',
    );
    const key = 'a1B2c3D4e5F6g7H8i9J0k1L2m3N4o5P6q7';
    expect(maskSecrets(`code ${key}.`)).toEqual({ text: 'code ••••••.', masked: true });
    expect(maskSecrets('Пароль изменён')).toEqual({ text: 'Пароль изменён', masked: false });
  });
});

describe('locations', () => {
  it('places partners by their profile’s city until a location is set', async () => {
    const { data } = PartnerLocationsResponse.parse((await admin.get('/api/locations')).json());
    const byId = new Map(data.map((l) => [l.partnerId, l]));
    expect(byId.get(partnerA.id)).toMatchObject({
      cityCode: 'almaty',
      exact: false,
      latitude: 43.238,
      usersCount: 1,
    });
    // "Нур-Султан" is not on the list: the partner is not on the map until placed.
    expect(byId.get(partnerB.id)).toMatchObject({ cityCode: null, latitude: null });
  });

  it('an admin sets a city and a point; the partner sees its own only', async () => {
    const res = await admin.post(`/api/locations/${partnerB.id}`, {
      cityCode: 'astana',
      latitude: 51.1283,
      longitude: 71.4305,
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(PartnerLocationResponse.parse(res.json()).data).toMatchObject({
      cityCode: 'astana',
      exact: true,
      latitude: 51.1283,
    });
    const again = await admin.post(`/api/locations/${partnerB.id}`, { cityCode: 'astana' });
    expect(PartnerLocationResponse.parse(again.json()).data).toMatchObject({
      exact: false,
      latitude: 51.169,
    });
    const own = PartnerLocationsResponse.parse(
      (await partnerB.session.get('/api/locations')).json(),
    );
    expect(own.data.map((l) => l.partnerId)).toEqual([partnerB.id]);
    expect((await partnerB.session.get(`/api/locations/${partnerA.id}`)).statusCode).toBe(403);
    expect((await partnerB.session.get(`/api/locations/${partnerB.id}`)).statusCode).toBe(200);
  });

  it('only an admin edits; bad places are a 422 with field messages', async () => {
    const denied = await partnerB.session.post(`/api/locations/${partnerB.id}`, {
      cityCode: 'almaty',
    });
    expect(denied.statusCode).toBe(403);
    const bad = await admin.post(`/api/locations/${partnerA.id}`, {
      cityCode: 'paris',
      latitude: 59.94,
      longitude: 30.31,
    });
    expect(bad.statusCode).toBe(422);
    expect(bad.json().errors).toEqual({
      cityCode: ['Выберите город из списка'],
      latitude: ['Точка должна быть в Казахстане'],
      longitude: ['Точка должна быть в Казахстане'],
    });
    const half = await admin.post(`/api/locations/${partnerA.id}`, {
      cityCode: 'almaty',
      latitude: 43.2,
    });
    expect(half.json().errors).toEqual({
      longitude: ['Укажите и широту, и долготу (или ни одну)'],
    });
    const english = await admin.post(
      `/api/locations/${partnerA.id}`,
      { cityCode: 'x' },
      { headers: { 'accept-language': 'en' } },
    );
    expect(english.json().errors.cityCode).toEqual(['Choose a city from the list']);
    expect(
      (await admin.post(`/api/locations/${memberA.id}`, { cityCode: 'almaty' })).statusCode,
    ).toBe(404);
  });

  it('seeds the demo partners’ places once they exist', async () => {
    await seedDemoLocations(t.db, t.clock.now().toISOString());
    const { data } = PartnerLocationsResponse.parse((await admin.get('/api/locations')).json());
    expect(data).toHaveLength(2);
  });
});
