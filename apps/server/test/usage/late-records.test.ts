import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  DailyReportPage,
  MonthClosingsResponse,
  RegisterAllPage,
  RegisterPage,
  ReportsPage,
  StatementResponse,
} from '@cabinet/contract';
import { demoBin } from '../../src/seed/demo-partners.js';
import { startTestApp, type TestApp } from '../helpers/test-app.js';
import { Session } from '../helpers/session.js';

/*
 * Issue 40: records for a closed month are billed in the next open month as corrections, and every
 * screen of the closed month shows its final totals with the late records apart.
 */

let t: TestApp;
let admin: Session;
let integrator: Session;
let partnerSession: Session;
let partnerId: number;
let serviceId: number;
const code = 'lateSvc';
/** 50 ₸ with 12 % VAT included. */
const PRICE = 5_000;

const rec = (id: string, time: string, status: 'success' | 'error' = 'success') => ({
  requestId: id,
  userId: partnerId,
  serviceCode: code,
  time,
  status,
  httpStatus: status === 'success' ? 200 : 500,
  durationMs: 15,
  subject: '990101000001',
});

const ingest = async (records: unknown[]) => {
  const res = await integrator.post('/api/usage/requests', { records });
  expect(res.statusCode, res.body).toBe(200);
  expect(res.json().accepted).toBe(records.length);
};

const LATE = ['late-1', 'late-2', 'late-3'];

beforeAll(async () => {
  t = await startTestApp({ MONTH_CLOSE_GRACE_DAYS: '1' });
  admin = (await t.signedIn('Admin')).session;
  integrator = (await t.signedIn('Integrator', { roles: ['ProviderIntegrator'] })).session;
  const created = await admin.post('/api/partners/create', {
    login: 'lastochka',
    email: 'lastochka@example.kz',
    password: 'lastochka-password-1',
    companyName: 'ТОО «Ласточка»',
    taxId: demoBin(2018, 5, 11),
    contractNumber: 'Д-40/2026',
    contractDate: '2026-01-15',
    legalAddress: 'ул. Абая, 2',
    city: 'Алматы',
    bankName: 'АО «Kaspi Bank»',
    iban: 'KZ86125KZT5004100100',
    bic: 'CASPKZKA',
  });
  expect(created.statusCode, created.body).toBe(201);
  partnerId = created.json().data.id;
  partnerSession = new Session(t.app);
  await partnerSession.login('lastochka', 'lastochka-password-1');
  const service = await admin.post('/api/services/create', {
    code,
    name: 'Поздние записи',
    upstreamUrl: 'builtin:company-check',
    billableOutcomes: 'success',
  });
  serviceId = service.json().data.id;
  const tariff = await admin.post('/api/tariffs/create', {
    serviceId,
    name: 'С НДС',
    tiers: [{ upTo: null, priceMinor: PRICE }],
    validFrom: '2026-01-01',
    vatIncluded: true,
    vatRate: 12,
  });
  expect(tariff.statusCode, tariff.body).toBe(201);
  await admin.post(`/api/users/${partnerId}/services/assign`, {
    serviceId,
    tariffId: tariff.json().data.id,
    from: '2026-01-01',
  });
  // October: 10 requests over five days, two of them failed (not billable); November: 2.
  await ingest(
    Array.from({ length: 10 }, (_, i) =>
      rec(
        `oct-${i}`,
        `2026-10-${String(10 + (i % 5)).padStart(2, '0')}T12:00:00+05:00`,
        i % 5 === 4 ? 'error' : 'success',
      ),
    ),
  );
  await ingest([
    rec('nov-1', '2026-11-01T10:00:00+05:00'),
    rec('nov-2', '2026-11-02T10:00:00+05:00'),
  ]);
  const started = await admin.post('/api/documents/closings', { year: 2026, month: 10 });
  expect(started.statusCode, started.body).toBe(200);
  await closed(2026, 10);
  // Three records of closed October arrive: billed in November, as corrections.
  await ingest(LATE.map((id, i) => rec(id, `2026-10-1${i}T18:00:00+05:00`)));
});
afterAll(() => t.close());

async function closed(year: number, month: number) {
  for (let attempt = 0; attempt < 300; attempt += 1) {
    const closings = MonthClosingsResponse.parse(
      (await admin.get('/api/documents/closings')).json(),
    ).data;
    const closing = closings.find((c) => c.year === year && c.month === month);
    if (closing && closing.status !== 'running') return closing;
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
  throw new Error('the closing never finished');
}

const statement = async (month: number) => {
  const res = await partnerSession.get(
    `/api/reports/application1/${partnerId}/2026/${month}/?format=json&t=${Date.now()}`,
  );
  expect(res.statusCode, res.body).toBe(200);
  return StatementResponse.parse(res.json()).data;
};
const perDay = async (month: number) => {
  const res = await partnerSession.get(
    `/api/user/${partnerId}/reports/${serviceId}/report?year=2026&month=${month}&rowsPerPage=50`,
  );
  expect(res.statusCode, res.body).toBe(200);
  return DailyReportPage.parse(res.json());
};
const reportsList = async (month: number) => {
  const res = await partnerSession.get(`/api/user/${partnerId}/reports?year=2026&month=${month}`);
  expect(res.statusCode, res.body).toBe(200);
  return ReportsPage.parse(res.json());
};

const lateOctober = {
  usageMonth: '2026-10',
  billedMonth: '2026-11',
  requests: 3,
  amountMinor: 3 * PRICE,
};

describe('a closed month with late records', () => {
  it('shows the final totals on the per-day report, the reports list and Application 1 alike', async () => {
    const october = await statement(10);
    expect(october.status).toBe('final');
    const own = october.lines.filter((line) => line.correctionOf === null);
    const requests = own.reduce(
      (sum, line) => sum + (line.kind === 'rounding' ? 0 : line.quantity),
      0,
    );
    expect(requests).toBe(10);
    expect(october.totalMinor).toBe(8 * PRICE);

    const days = await perDay(10);
    expect(days.period.status).toBe('closed');
    expect(days.totals.requests).toBe(requests);
    expect(days.totals.amountMinor).toBe(october.totalMinor);
    expect(days.data.reduce((sum, day) => sum + day.requests, 0)).toBe(requests);
    const list = await reportsList(10);
    expect(list.totals.requests).toBe(days.totals.requests);
    expect(list.totals.amountMinor).toBe(days.totals.amountMinor);
  });

  it('names the late records apart, with the month that bills them', async () => {
    expect((await perDay(10)).late).toEqual([lateOctober]);
    expect((await perDay(10)).corrections).toEqual([]);
    expect((await reportsList(10)).late).toEqual([lateOctober]);
  });

  it('marks the register’s rows that arrived after the closing', async () => {
    const res = await partnerSession.get(
      `/api/user/${partnerId}/reports/${serviceId}/register?startDate=2026-10-01&endDate=2026-10-31&rowsPerPage=50`,
    );
    expect(res.statusCode, res.body).toBe(200);
    const rows = RegisterPage.parse(res.json()).data;
    expect(rows).toHaveLength(13);
    expect(
      rows
        .filter((row) => row.late)
        .map((row) => row.requestId)
        .sort(),
    ).toEqual(LATE);
    // The unmarked rows are the per-day report's: every request is on one side or the other.
    expect(rows.filter((row) => !row.late)).toHaveLength((await perDay(10)).totals.requests);
    const all = await admin.get(
      `/api/usage/register?startDate=2026-10-01&endDate=2026-10-31&rowsPerPage=50&serviceId=${serviceId}`,
    );
    expect(all.statusCode, all.body).toBe(200);
    const allRows = RegisterAllPage.parse(all.json()).data;
    expect(
      allRows
        .filter((row) => row.late)
        .map((row) => row.requestId)
        .sort(),
    ).toEqual(LATE);
  });

  it('a search keeps each row’s own billable flag beside the totals', async () => {
    const res = await partnerSession.get(
      `/api/user/${partnerId}/reports/${serviceId}/register?startDate=2026-10-01&endDate=2026-10-31&rowsPerPage=50&filterInput=990101`,
    );
    expect(res.statusCode, res.body).toBe(200);
    const found = RegisterPage.parse(res.json());
    expect(found.totals.billable).toBe(11);
    expect(found.data.filter((row) => row.billable)).toHaveLength(11);
    expect(found.data.filter((row) => row.late)).toHaveLength(3);
  });

  it('shows November the corrections it bills', async () => {
    const november = await statement(11);
    const corrections = november.lines.filter((line) => line.correctionOf === '2026-10');
    const billed = corrections.reduce((sum, line) => sum + line.amountMinor + line.vatMinor, 0);
    expect(billed).toBe(lateOctober.amountMinor);
    const list = await reportsList(11);
    expect(list.corrections).toEqual([lateOctober]);
    expect(list.late).toEqual([]);
    expect(list.totals.requests).toBe(2 + 3);
    expect(list.totals.amountMinor).toBe(november.totalMinor);
    const days = await perDay(11);
    expect(days.corrections).toEqual([lateOctober]);
    expect(days.totals.requests).toBe(2);
  });
});
