import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ClosingPreviewResponse, DocumentsPage, MonthClosingsResponse } from '@cabinet/contract';
import { demoBin } from '../../../src/seed/demo-partners.js';
import { startTestApp, type TestApp, type TestUser } from '../../helpers/test-app.js';
import { Session } from '../../helpers/session.js';

/*
 * The screen confirms a month's closing with what it would issue: the preview names the partners
 * and documents, which the closing then makes, and the closing as it stands (who, when, state).
 */

let t: TestApp;
let admin: Session;
let adminUser: TestUser;
let integrator: Session;
let partnerSession: Session;
let memberSession: Session;
let partnerId: number;
let member: TestUser;
const codes = ['previewA', 'previewB'];

async function newPartner(login: string, year: number) {
  const created = await admin.post('/api/partners/create', {
    login,
    email: `${login}@example.kz`,
    password: `${login}-password-1`,
    companyName: `ТОО «${login}»`,
    taxId: demoBin(year, 3, 7),
    contractNumber: 'Д-1/2026',
    contractDate: '2026-01-15',
    legalAddress: 'ул. Абая, 1',
    city: 'Алматы',
    bankName: 'АО «Kaspi Bank»',
    iban: 'KZ86125KZT5004100100',
    bic: 'CASPKZKA',
  });
  expect(created.statusCode, created.body).toBe(201);
  return created.json().data.id as number;
}

const previewOf = async (month: number, session = admin) => {
  const res = await session.get(`/api/documents/closings/2026/${month}/preview`);
  expect(res.statusCode, res.body).toBe(200);
  return ClosingPreviewResponse.parse(res.json()).data;
};

beforeAll(async () => {
  t = await startTestApp({ MONTH_CLOSE_GRACE_DAYS: '1' });
  const signedAdmin = await t.signedIn('Admin');
  admin = signedAdmin.session;
  adminUser = signedAdmin.user;
  integrator = (await t.signedIn('Integrator', { roles: ['ProviderIntegrator'] })).session;
  partnerId = await newPartner('preview-partner', 2018);
  // A partner billed for nothing in October: no documents for it.
  await newPartner('idle-partner', 2017);
  member = await t.user('client', { parentId: partnerId });
  partnerSession = new Session(t.app);
  await partnerSession.login('preview-partner', 'preview-partner-password-1');
  memberSession = new Session(t.app);
  await memberSession.login(member.login, member.password);
  for (const code of codes) {
    const service = await admin.post('/api/services/create', {
      code,
      name: `Сервис ${code}`,
      upstreamUrl: 'builtin:company-check',
      billableOutcomes: 'success',
    });
    const serviceId = service.json().data.id as number;
    const tariff = await admin.post('/api/tariffs/create', {
      serviceId,
      name: 'Базовый',
      tiers: [{ upTo: null, priceMinor: 10_000 }],
      validFrom: '2026-01-01',
      vatIncluded: false,
      vatRate: 16,
    });
    expect(tariff.statusCode, tariff.body).toBe(201);
    await admin.post(`/api/users/${partnerId}/services/assign`, {
      serviceId,
      tariffId: tariff.json().data.id,
      from: '2026-01-01',
    });
  }
  // October: the partner itself calls both services, its user one of them.
  const record = (n: number, userId: number, code: string) => ({
    requestId: `preview-${n}`,
    userId,
    serviceCode: code,
    time: `2026-10-0${1 + (n % 5)}T10:00:00+05:00`,
    status: 'success',
    httpStatus: 200,
    durationMs: 10,
  });
  const records = [
    record(1, partnerId, 'previewA'),
    record(2, partnerId, 'previewB'),
    record(3, member.id, 'previewA'),
    record(4, member.id, 'previewA'),
  ];
  const res = await integrator.post('/api/usage/requests', { records });
  expect(res.statusCode, res.body).toBe(200);
});
afterAll(() => t.close());

async function closed(month: number) {
  for (let attempt = 0; attempt < 300; attempt += 1) {
    const closings = MonthClosingsResponse.parse(
      (await admin.get('/api/documents/closings')).json(),
    ).data;
    const closing = closings.find((c) => c.year === 2026 && c.month === month);
    if (closing && closing.status !== 'running') return closing;
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
  throw new Error('the closing never finished');
}

describe('what closing a month would issue', () => {
  it('names the partners and documents before closing, which the closing then issues', async () => {
    // Application 1 and two service reports of the partner, and its user's one report.
    expect(await previewOf(10)).toEqual({
      year: 2026,
      month: 10,
      partners: 1,
      documents: 4,
      closableFrom: '2026-11-02',
      closing: null,
    });
    // A month nobody was billed in issues nothing.
    expect(await previewOf(9)).toMatchObject({ partners: 0, documents: 0, closing: null });

    const started = await admin.post('/api/documents/closings', { year: 2026, month: 10 });
    expect(started.statusCode, started.body).toBe(200);
    const done = await closed(10);
    expect(done).toMatchObject({ status: 'done', documents: 4 });
    const issued = await t.db
      .selectFrom('documents')
      .select('id')
      .where('closing', '=', 1)
      .where('year', '=', 2026)
      .where('month', '=', 10)
      .execute();
    expect(issued).toHaveLength(4);

    // Afterwards: the closing as it stands, who closed it and when; a reissue would issue as many.
    const after = await previewOf(10);
    expect(after).toMatchObject({ partners: 1, documents: 4 });
    expect(after.closing).toMatchObject({
      status: 'done',
      closedBy: adminUser.login,
      closedAt: t.clock.now().toISOString(),
      reason: null,
      documents: 4,
    });
  });

  it('lists a month by period with its Application 1 first, the partner’s own before its users’', async () => {
    // A report made on ask after the closing: newest, yet not first.
    const services = (await partnerSession.get('/api/services/available')).json().data as {
      id: number;
    }[];
    const made = await partnerSession.get(
      `/api/user/${partnerId}/reports/${services[0]!.id}/report/document?year=2026&month=10`,
    );
    expect(made.statusCode, made.body).toBe(200);
    const res = await partnerSession.get(
      `/api/users/${partnerId}/documents?sortBy=period&descending=true&rowsPerPage=50`,
    );
    expect(res.statusCode, res.body).toBe(200);
    const rows = DocumentsPage.parse(res.json()).data;
    expect(rows[0]).toMatchObject({ kind: 'application1', closing: true });
    const subjects = rows.map((row) => row.subjectId);
    expect(subjects.lastIndexOf(partnerId)).toBeLessThan(subjects.indexOf(member.id));
  });

  it('shows a failed closing as failed, with its message', async () => {
    await t.db
      .insertInto('month_closings')
      .values({
        year: 2026,
        month: 8,
        status: 'failed',
        progress: 40,
        documents: 0,
        message: 'disk full',
        closed_by: adminUser.id,
        closed_at: '2026-11-01T10:00:00.000Z',
        reason: null,
      })
      .execute();
    expect((await previewOf(8)).closing).toMatchObject({
      status: 'failed',
      progress: 40,
      message: 'disk full',
      closedBy: adminUser.login,
    });
  });

  it('is refused to callers without documents.edit, and to nobody signed in', async () => {
    const url = '/api/documents/closings/2026/10/preview';
    expect((await partnerSession.get(url)).statusCode).toBe(403);
    expect((await memberSession.get(url)).statusCode).toBe(403);
    expect((await integrator.get(url)).statusCode).toBe(403);
    expect((await new Session(t.app).get(url)).statusCode).toBe(401);
  });

  it('refuses a month that is no month with field messages', async () => {
    const res = await admin.get('/api/documents/closings/2026/13/preview');
    expect(res.statusCode).toBe(422);
    expect(Object.keys(res.json().errors)).toEqual(['params.month']);
    expect((await admin.get('/api/documents/closings/1999/1/preview')).statusCode).toBe(422);
  });

  it('is declared in the API document with its permission', async () => {
    const res = await admin.get('/api/docs/json');
    expect(res.statusCode).toBe(200);
    const operation = res.json().paths['/api/documents/closings/{year}/{month}/preview'].get;
    expect(operation['x-permission']).toBe('documents.edit');
    expect(JSON.stringify(operation.responses['200'])).toContain('ClosingPreview');
  });
});
