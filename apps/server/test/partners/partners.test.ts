import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ErrorBody, PartnerResponse, PartnersPage, isValidBin } from '@cabinet/contract';
import { demoBin } from '../../src/seed/demo-partners.js';
import { recordRequests } from '../../src/features/usage/index.js';
import { Calendar } from '../../src/core/calendar.js';
import { startTestApp, type TestApp } from '../helpers/test-app.js';
import type { Session } from '../helpers/session.js';

let t: TestApp;
let admin: Session;
let serial = 100;
beforeAll(async () => {
  t = await startTestApp();
  admin = (await t.signedIn('Admin')).session;
});
afterAll(() => t.close());

const partnerBody = (login: string, overrides: Record<string, unknown> = {}) => ({
  login,
  email: `${login}@company.kz`,
  password: 'partner secret 1',
  companyName: `ТОО «${login}»`,
  taxId: demoBin(2020, 5, (serial += 13)),
  contractNumber: 'ДУ-1',
  contractDate: '2025-01-10',
  legalAddress: 'г. Алматы',
  city: 'Алматы',
  phone: '+7 727 000 00 00',
  contactEmail: `buh@${login}.kz`,
  bankName: 'АО «Банк»',
  iban: 'KZ86 125K ZT50 0410 0100',
  bic: 'hsbkkzkx',
  ...overrides,
});

async function createPartner(login: string, overrides: Record<string, unknown> = {}) {
  const res = await admin.post('/api/partners/create', partnerBody(login, overrides));
  expect(res.statusCode, res.body).toBe(201);
  return PartnerResponse.parse(res.json()).data;
}

describe('BIN', () => {
  it('checks the control digit', () => {
    expect(isValidBin(demoBin(2015, 3, 1000))).toBe(true);
    const bin = demoBin(2015, 3, 1000);
    const typo = bin.slice(0, 11) + String((Number(bin[11]) + 1) % 10);
    expect(isValidBin(typo)).toBe(false);
    expect(isValidBin('12345678901')).toBe(false);
  });
});

describe('creating and editing partners', () => {
  it('creates a partner account with its company profile, normalised', async () => {
    const partner = await createPartner('alpha');
    expect(partner).toMatchObject({
      login: 'alpha',
      companyName: 'ТОО «alpha»',
      iban: 'KZ86125KZT5004100100',
      bic: 'HSBKKZKX',
      usersCount: 0,
      blocked: false,
    });
    const session = t.session();
    const login = await session.login('alpha', 'partner secret 1');
    expect(login.json().data.groups).toEqual(['Partner']);
    expect(login.json().data.permissions).toContain('users.edit');
  });

  it('validates BIN, IBAN, BIC, e-mail, date and phone with field messages', async () => {
    const bin = demoBin(2020, 5, 7000);
    const res = await admin.post(
      '/api/partners/create',
      partnerBody('beta', {
        taxId: bin.slice(0, 11) + String((Number(bin[11]) + 1) % 10),
        iban: 'KZ00 0000',
        bic: 'NOPE',
        contactEmail: 'x@',
        contractDate: '2025-13-40',
        phone: 'call me',
      }),
    );
    expect(res.statusCode).toBe(422);
    const { errors } = ErrorBody.parse(res.json());
    expect(errors).toMatchObject({
      taxId: ['БИН указан с ошибкой: не сходится контрольная цифра'],
      iban: ['Некорректный IBAN'],
      bic: ['Некорректный БИК (BIC)'],
      contractDate: ['Укажите дату в формате ГГГГ-ММ-ДД'],
      phone: ['Некорректный номер телефона'],
    });
    expect(errors.contactEmail).toBeDefined();
    expect(
      (await admin.post('/api/partners/create', partnerBody('beta', { taxId: '12345' }))).json()
        .errors.taxId,
    ).toEqual(['БИН — 12 цифр']);
  });

  it('refuses a taken BIN, login or e-mail with "could not update the partner"', async () => {
    const first = await createPartner('gamma');
    const res = await admin.post(
      '/api/partners/create',
      partnerBody('gamma2', { taxId: first.taxId }),
    );
    expect(res.statusCode).toBe(422);
    expect(res.json()).toMatchObject({
      success: false,
      message: 'Не удалось обновить партнёра',
      errors: { taxId: ['Партнёр с таким БИН уже есть'] },
    });
    const sameLogin = await admin.post('/api/partners/create', partnerBody('GAMMA'));
    expect(sameLogin.json().errors.login).toEqual(['Этот логин уже занят']);
  });

  it('updates the profile and can block the partner, which ends its sessions', async () => {
    const partner = await createPartner('delta');
    const session = t.session();
    await session.login('delta', 'partner secret 1');
    const { password: _password, ...rest } = partnerBody('delta', {
      taxId: partner.taxId,
      companyName: 'АО «Дельта»',
      city: 'Астана',
      blocked: true,
    });
    const res = await admin.post(`/api/partners/update/${partner.id}`, rest);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data).toMatchObject({
      companyName: 'АО «Дельта»',
      city: 'Астана',
      blocked: true,
    });
    expect((await session.get('/api/user')).statusCode).toBe(401);
    expect((await t.session().login('delta', 'partner secret 1')).statusCode).toBe(422);
  });

  it('refuses fields nobody may set through it (no mass assignment)', async () => {
    const res = await admin.post('/api/partners/create', {
      ...partnerBody('eps'),
      group: 'Admin',
      parent_id: 1,
    });
    expect(res.statusCode).toBe(422);
    expect(Object.keys(res.json().errors)).toEqual(expect.arrayContaining(['group', 'parent_id']));
  });

  it('deletes a partner without history, with its users', async () => {
    const partner = await createPartner('zeta');
    const member = await t.user('client', { parentId: partner.id });
    const res = await admin.get(`/api/partners/delete/${partner.id}`);
    expect(res.json()).toMatchObject({
      success: true,
      outcome: 'deleted',
      message: 'Партнёр удалён',
    });
    expect((await admin.get(`/api/partners/${partner.id}`)).statusCode).toBe(404);
    const gone = await t.db
      .selectFrom('users')
      .select('id')
      .where('id', 'in', [partner.id, member.id])
      .execute();
    expect(gone).toEqual([]);
  });
});

describe('deleting a partner with history', () => {
  it('blocks it and its users instead, with a message saying so', async () => {
    const partner = await createPartner('eta');
    const member = await t.user('client', { parentId: partner.id });
    const service = await t.db
      .insertInto('services')
      .values({
        code: 'histSvc',
        name: 'H',
        description: '',
        documentation: '',
        status: 'active',
        billable_outcomes: 'success',
        upstream_url: null,
        form_definition: '[]',
        created_at: '2026-11-01T00:00:00Z',
        updated_at: '2026-11-01T00:00:00Z',
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    await recordRequests(t.db, new Calendar('Asia/Almaty'), [
      {
        requestId: 'h1',
        userId: member.id,
        serviceId: service.id,
        requestedAt: '2026-11-01T10:00:00.000Z',
        status: 'success',
        httpStatus: 200,
        durationMs: 1,
        subject: '',
        requestPayload: '',
        responsePayload: '',
      },
    ]);
    const res = await admin.get(`/api/partners/delete/${partner.id}`);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      outcome: 'blocked',
      message:
        'У партнёра есть история запросов или документы, поэтому он заблокирован, а не удалён',
    });
    const rows = await t.db
      .selectFrom('users')
      .select(['id', 'blocked_at'])
      .where('id', 'in', [partner.id, member.id])
      .execute();
    expect(rows).toHaveLength(2);
    expect(rows.every((r) => r.blocked_at !== null)).toBe(true);
    expect((await t.session().login('eta', 'partner secret 1')).statusCode).toBe(422);
  });
});

describe('listing partners', () => {
  beforeAll(async () => {
    for (const [login, company] of [
      ['list-a', 'АО «Арман»'],
      ['list-b', 'ТОО «Бәйтерек Дата»'],
      ['list-c', 'ТОО «Цифра»'],
    ]) {
      await createPartner(login!, { companyName: company });
    }
  });

  it('pages with an exact total', async () => {
    const all = PartnersPage.parse((await admin.get('/api/partners?rowsPerPage=100')).json());
    const page2 = PartnersPage.parse(
      (await admin.get('/api/partners?page=2&rowsPerPage=2')).json(),
    );
    expect(page2.meta).toMatchObject({ total: all.meta.total, page: 2, rowsPerPage: 2 });
    expect(page2.data.map((p) => p.id)).toEqual(all.data.slice(2, 4).map((p) => p.id));
  });

  it('sorts by a whitelisted column both ways, and by nothing else', async () => {
    const asc = PartnersPage.parse(
      (await admin.get('/api/partners?sortBy=login&rowsPerPage=100')).json(),
    ).data.map((p) => p.login);
    const desc = PartnersPage.parse(
      (await admin.get('/api/partners?sortBy=login&descending=true&rowsPerPage=100')).json(),
    ).data.map((p) => p.login);
    expect(asc).toEqual([...asc].sort());
    expect(desc).toEqual([...asc].reverse());
    // Any other column is the default order (as Laravel lists take it), never a piece of SQL.
    const plain = (await admin.get('/api/partners?rowsPerPage=100')).json();
    for (const sortBy of ['password_hash', 'u.id; drop table users', 'companyName desc']) {
      const res = await admin.get(
        `/api/partners?rowsPerPage=100&sortBy=${encodeURIComponent(sortBy)}`,
      );
      expect(res.statusCode).toBe(200);
      expect(res.json().meta.sortBy).toBeNull();
      expect(res.json().data).toEqual(plain.data);
    }
  });

  it('searches company name (Cyrillic, any case), login, e-mail and BIN', async () => {
    const find = async (search: string) =>
      PartnersPage.parse(
        (await admin.get(`/api/partners?search=${encodeURIComponent(search)}`)).json(),
      ).data.map((p) => p.login);
    expect(await find('бӘйтерек')).toEqual(['list-b']);
    expect(await find('LIST-C')).toEqual(['list-c']);
    expect(await find('list-a@company')).toEqual(['list-a']);
    const bin = (await admin.get('/api/partners?search=list-a')).json().data[0].taxId;
    expect(await find(bin)).toEqual(['list-a']);
    expect(await find('100%')).toEqual([]);
  });

  it('offers id and name of every partner for pickers', async () => {
    const res = await admin.get('/api/partners/all');
    expect(res.json().data).toEqual(
      expect.arrayContaining([expect.objectContaining({ name: 'ТОО «Цифра»' })]),
    );
  });
});

describe('who sees which partner', () => {
  it('a Partner sees only itself, in the list, the picker and by id', async () => {
    const mine = await createPartner('scope-mine');
    const theirs = await createPartner('scope-theirs');
    const session = t.session();
    await session.login('scope-mine', 'partner secret 1');
    const list = PartnersPage.parse((await session.get('/api/partners?rowsPerPage=100')).json());
    expect(list.data.map((p) => p.id)).toEqual([mine.id]);
    expect(list.meta.total).toBe(1);
    expect((await session.get('/api/partners/all')).json().data).toEqual([
      { id: mine.id, name: mine.companyName },
    ]);
    expect((await session.get(`/api/partners/${mine.id}`)).statusCode).toBe(200);
    expect((await session.get(`/api/partners/${theirs.id}`)).statusCode).toBe(403);
    expect((await session.get(`/api/partners/999999`)).statusCode).toBe(403);
  });

  it('a Partner cannot create, update or delete partners', async () => {
    const mine = await createPartner('scope-self');
    const session = t.session();
    await session.login('scope-self', 'partner secret 1');
    expect((await session.post('/api/partners/create', partnerBody('intruder'))).statusCode).toBe(
      403,
    );
    const { password: _p, ...update } = partnerBody('scope-self', {
      taxId: mine.taxId,
      blocked: false,
    });
    expect((await session.post(`/api/partners/update/${mine.id}`, update)).statusCode).toBe(403);
    expect((await session.get(`/api/partners/delete/${mine.id}`)).statusCode).toBe(403);
  });

  it('clients and integrators have no partners list at all; nobody gets 401', async () => {
    for (const group of ['client', 'Integrator'] as const) {
      const { session } = await t.signedIn(group);
      expect((await session.get('/api/partners')).statusCode).toBe(403);
      expect((await session.get('/api/partners/all')).statusCode).toBe(403);
    }
    expect((await t.session().get('/api/partners')).statusCode).toBe(401);
  });
});
