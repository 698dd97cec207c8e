import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  MonthClosingsResponse,
  StatementResponse,
  TariffSimulationResponse,
} from '@cabinet/contract';
import { demoBin } from '../../src/seed/demo-partners.js';
import { startTestApp, type TestApp } from '../helpers/test-app.js';
import type { Session } from '../helpers/session.js';

/*
 * Issue 44: the simulator under the unchanged tariff gives the closed statements' amounts, late
 * records billed as a later month's corrections included (their tiers continue their own month's).
 */

let t: TestApp;
let admin: Session;
let integrator: Session;
let partnerId: number;
let tariffId: number;
const code = 'simClosed';
/** VAT included: prices that leave rounding lines. */
const TIERS = [
  { upTo: 5, priceMinor: 14_339 },
  { upTo: 12, priceMinor: 9_001 },
  { upTo: null, priceMinor: 5_003 },
];

const rec = (id: string, time: string) => ({
  requestId: id,
  userId: partnerId,
  serviceCode: code,
  time,
  status: 'success',
  httpStatus: 200,
  durationMs: 5,
});
const ingest = async (records: unknown[]) => {
  const res = await integrator.post('/api/usage/requests', { records });
  expect(res.statusCode, res.body).toBe(200);
  expect(res.json().accepted, res.body).toBe(records.length);
};

async function close(month: number) {
  const started = await admin.post('/api/documents/closings', { year: 2026, month });
  expect(started.statusCode, started.body).toBe(200);
  for (let attempt = 0; attempt < 300; attempt += 1) {
    const closings = MonthClosingsResponse.parse(
      (await admin.get('/api/documents/closings')).json(),
    ).data;
    const closing = closings.find((c) => c.year === 2026 && c.month === month);
    if (closing && closing.status !== 'running') return expect(closing.status).toBe('done');
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
  throw new Error('the closing never finished');
}

const statementTotal = async (month: number) => {
  const res = await admin.get(`/api/reports/application1/${partnerId}/2026/${month}/?format=json`);
  expect(res.statusCode, res.body).toBe(200);
  const statement = StatementResponse.parse(res.json()).data;
  expect(statement.status).toBe('final');
  return statement.totalMinor;
};

beforeAll(async () => {
  t = await startTestApp({ MONTH_CLOSE_GRACE_DAYS: '1' });
  admin = (await t.signedIn('Admin')).session;
  integrator = (await t.signedIn('Integrator', { roles: ['ProviderIntegrator'] })).session;
  const created = await admin.post('/api/partners/create', {
    login: 'simclosed',
    email: 'simclosed@example.kz',
    password: 'simclosed-password-1',
    companyName: 'ТОО «Симулятор»',
    taxId: demoBin(2019, 4, 12),
    contractNumber: 'Д-44/2026',
    contractDate: '2026-01-15',
    legalAddress: 'ул. Абая, 4',
    city: 'Алматы',
    bankName: 'АО «Kaspi Bank»',
    iban: 'KZ86125KZT5004100100',
    bic: 'CASPKZKA',
  });
  expect(created.statusCode, created.body).toBe(201);
  partnerId = created.json().data.id;
  const service = await admin.post('/api/services/create', {
    code,
    name: 'Закрытые месяцы',
    upstreamUrl: 'builtin:company-check',
  });
  const tariff = await admin.post('/api/tariffs/create', {
    serviceId: service.json().data.id,
    name: 'Ступени с НДС',
    tiers: TIERS,
    validFrom: '2026-01-01',
    vatIncluded: true,
    vatRate: 12,
  });
  expect(tariff.statusCode, tariff.body).toBe(201);
  tariffId = tariff.json().data.id;
  await admin.post(`/api/users/${partnerId}/services/assign`, {
    serviceId: service.json().data.id,
    tariffId,
    from: '2026-01-01',
  });
  const day = (month: number, i: number) =>
    `2026-${String(month).padStart(2, '0')}-${String(3 + (i % 20)).padStart(2, '0')}T12:00:00+05:00`;
  await ingest(Array.from({ length: 9 }, (_, i) => rec(`sep-${i}`, day(9, i))));
  await ingest(Array.from({ length: 7 }, (_, i) => rec(`oct-${i}`, day(10, i))));
  await close(9);
  // Four late September requests: October's statement bills them, at September's 10th–13th tier.
  await ingest(Array.from({ length: 4 }, (_, i) => rec(`sep-late-${i}`, day(9, 20 + i))));
  await close(10);
});
afterAll(() => t.close());

describe('the tariff simulator and closed months', () => {
  it('under the unchanged tariff, gives the closed statements’ totals to the tiyn', async () => {
    const september = await statementTotal(9);
    const october = await statementTotal(10);
    for (const months of [['2026-09', '2026-10'], ['2026-10'], ['2026-09']]) {
      const res = await admin.post('/api/tariffs/simulations', {
        tariffId,
        draft: { tiers: TIERS },
        months,
      });
      expect(res.statusCode, res.body).toBe(200);
      const [row] = TariffSimulationResponse.parse(res.json()).data.rows;
      const expected =
        (months.includes('2026-09') ? september : 0) + (months.includes('2026-10') ? october : 0);
      expect(row).toMatchObject({ partnerId, beforeMinor: expected, afterMinor: expected });
    }
  });
});
