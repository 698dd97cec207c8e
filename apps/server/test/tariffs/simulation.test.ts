import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  AuditPage,
  ReportsPage,
  SIMULATION_MAX_MONTHS,
  TariffSimulationResponse,
  type TariffSimulationInput,
} from '@cabinet/contract';
import { startTestApp, type TestApp } from '../helpers/test-app.js';
import type { Session } from '../helpers/session.js';

/*
 * Issue 44, the tariff simulator: past months re-priced under a draft tariff from the daily
 * charges. With the tariff's own tiers it gives the statements' amounts exactly; the draft
 * changes nothing; staff with `tariff.simulate` only.
 */

let t: TestApp;
let admin: Session;
let integrator: Session;
let serial = 0;

beforeAll(async () => {
  t = await startTestApp();
  admin = (await t.signedIn('Admin')).session;
  integrator = (await t.signedIn('Integrator', { roles: ['ProviderIntegrator'] })).session;
});
afterAll(() => t.close());

type Tiers = { upTo: number | null; priceMinor: number }[];
interface Usage {
  /** A user of its own under the partner sends half of the requests. */
  withUser: boolean;
  days: { month: 9 | 10; day: number; successes: number; errors: number }[];
}

/** A service, a tariff on it, partners assigned to it and their usage, all through the API. */
async function world(tiers: Tiers, vatIncluded: boolean, vatRate: number, partners: Usage[]) {
  serial += 1;
  const code = `sim${serial}`;
  const service = await admin.post('/api/services/create', {
    code,
    name: `Симуляция ${serial}`,
    upstreamUrl: 'builtin:company-check',
    billableOutcomes: 'success',
  });
  expect(service.statusCode, service.body).toBe(201);
  const serviceId: number = service.json().data.id;
  const tariff = await admin.post('/api/tariffs/create', {
    serviceId,
    name: `Тариф ${serial}`,
    tiers,
    validFrom: '2026-01-01',
    vatIncluded,
    vatRate,
  });
  expect(tariff.statusCode, tariff.body).toBe(201);
  const tariffId: number = tariff.json().data.id;
  const partnerIds: number[] = [];
  for (const usage of partners) {
    const partner = await t.user('Partner');
    partnerIds.push(partner.id);
    const assigned = await admin.post(`/api/users/${partner.id}/services/assign`, {
      serviceId,
      tariffId,
      from: '2026-01-01',
    });
    expect(assigned.statusCode, assigned.body).toBe(200);
    const user = usage.withUser ? await t.user('client', { parentId: partner.id }) : undefined;
    const records = usage.days.flatMap(({ month, day, successes, errors }, d) =>
      Array.from({ length: successes + errors }, (_, i) => ({
        requestId: `${code}-${partner.id}-${d}-${i}`,
        userId: user && i % 2 === 1 ? user.id : partner.id,
        serviceCode: code,
        time: `2026-${String(month).padStart(2, '0')}-${String(day).padStart(2, '0')}T10:00:00+05:00`,
        status: i < successes ? 'success' : 'error',
        httpStatus: i < successes ? 200 : 500,
        durationMs: 5,
      })),
    );
    if (records.length > 0) {
      const sent = await integrator.post('/api/usage/requests', { records });
      expect(sent.statusCode, sent.body).toBe(200);
      expect(sent.json().accepted, sent.body).toBe(records.length);
    }
  }
  return { serviceId, tariffId, partnerIds };
}

/** A partner's statement total of the service in a month, as the reports list shows it. */
async function statementAmount(partnerId: number, serviceId: number, month: number) {
  const res = await admin.get(
    `/api/user/${partnerId}/reports?year=2026&month=${month}&rowsPerPage=0`,
  );
  expect(res.statusCode, res.body).toBe(200);
  const row = ReportsPage.parse(res.json()).data.find((r) => r.serviceId === serviceId);
  return { amount: row?.amountMinor ?? 0, requests: row?.requests ?? 0 };
}

const simulate = (session: Session, body: TariffSimulationInput) =>
  session.post('/api/tariffs/simulations', body);

const tiersArb = fc
  .tuple(
    fc.uniqueArray(fc.integer({ min: 1, max: 40 }), { maxLength: 3 }),
    fc.array(fc.integer({ min: 0, max: 90_000 }), { minLength: 4, maxLength: 4 }),
  )
  .map(([bounds, prices]): Tiers => {
    const sorted = [...bounds].sort((a, b) => a - b);
    return [...sorted, null].map((upTo, i) => ({ upTo, priceMinor: prices[i]! }));
  });
const usageArb: fc.Arbitrary<Usage> = fc.record({
  withUser: fc.boolean(),
  days: fc.array(
    fc.record({
      month: fc.constantFrom(9 as const, 10 as const),
      day: fc.integer({ min: 1, max: 28 }),
      successes: fc.integer({ min: 0, max: 12 }),
      errors: fc.integer({ min: 0, max: 2 }),
    }),
    { maxLength: 4 },
  ),
});

describe('the tariff simulator', () => {
  it('re-pricing months under the unchanged tariff gives the statements’ amounts exactly (generated tariffs and usage)', async () => {
    await fc.assert(
      fc.asyncProperty(
        tiersArb,
        fc.boolean(),
        fc.constantFrom(0, 12, 12.5, 16),
        fc.array(usageArb, { minLength: 1, maxLength: 3 }),
        async (tiers, vatIncluded, vatRate, partners) => {
          const { serviceId, tariffId, partnerIds } = await world(
            tiers,
            vatIncluded,
            vatRate,
            partners,
          );
          const res = await simulate(admin, {
            tariffId,
            draft: { tiers },
            months: ['2026-09', '2026-10'],
          });
          expect(res.statusCode, res.body).toBe(200);
          const answer = TariffSimulationResponse.parse(res.json()).data;
          expect(answer.rows.map((r) => r.partnerId).sort()).toEqual([...partnerIds].sort());
          for (const row of answer.rows) {
            const sep = await statementAmount(row.partnerId, serviceId, 9);
            const oct = await statementAmount(row.partnerId, serviceId, 10);
            expect(row.beforeMinor).toBe(sep.amount + oct.amount);
            expect(row.requests).toBe(sep.requests + oct.requests);
            expect(row.afterMinor).toBe(row.beforeMinor);
            expect(row.differenceMinor).toBe(0);
          }
        },
      ),
      { numRuns: 12 },
    );
  });

  it('a draft re-prices by its tiers, sorts by the largest change, and changes nothing', async () => {
    // 10 ₸ flat, no VAT; the draft: the first 10 requests at 5 ₸, the rest at 20 ₸.
    const { serviceId, tariffId, partnerIds } = await world(
      [{ upTo: null, priceMinor: 1_000 }],
      false,
      0,
      [
        { withUser: false, days: [{ month: 10, day: 3, successes: 4, errors: 1 }] },
        { withUser: true, days: [{ month: 10, day: 5, successes: 30, errors: 0 }] },
      ],
    );
    const tariffBefore = (await admin.get(`/api/tariffs/${tariffId}`)).json();
    const res = await simulate(admin, {
      tariffId,
      draft: {
        tiers: [
          { upTo: 10, priceMinor: 500 },
          { upTo: null, priceMinor: 2_000 },
        ],
        vatIncluded: false,
        vatRate: 12,
      },
      months: ['2026-10'],
    });
    expect(res.statusCode, res.body).toBe(200);
    const answer = TariffSimulationResponse.parse(res.json()).data;
    // Big: 30 × 10 ₸ = 300 ₸ before; 10 × 5 + 20 × 20 = 450 ₸ + 12 % = 504 ₸ after.
    expect(answer.rows[0]).toMatchObject({
      partnerId: partnerIds[1],
      serviceId,
      requests: 30,
      beforeMinor: 30_000,
      afterMinor: 50_400,
      differenceMinor: 20_400,
      differencePercent: 68,
    });
    // Small: 4 billable × 10 ₸ = 40 ₸; 4 × 5 ₸ = 20 ₸ + 12 % = 22,40 ₸.
    expect(answer.rows[1]).toMatchObject({
      partnerId: partnerIds[0],
      requests: 5,
      beforeMinor: 4_000,
      afterMinor: 2_240,
      differenceMinor: -1_760,
      differencePercent: -44,
    });
    expect(answer.totals).toMatchObject({
      partners: 2,
      requests: 35,
      beforeMinor: 34_000,
      afterMinor: 52_640,
      differenceMinor: 18_640,
    });
    // Nothing saved: the tariff and the statements are as they were.
    expect((await admin.get(`/api/tariffs/${tariffId}`)).json()).toEqual(tariffBefore);
    expect((await statementAmount(partnerIds[1]!, serviceId, 10)).amount).toBe(30_000);

    // One partner of the two, as a CSV file with a totals row.
    const csv = await admin.post('/api/tariffs/simulations/csv', {
      tariffId,
      partnerIds: [partnerIds[0]],
      draft: { tiers: [{ upTo: null, priceMinor: 1_500 }] },
      months: ['2026-10'],
    });
    expect(csv.statusCode, csv.body).toBe(200);
    expect(csv.headers['content-type']).toMatch(/^text\/csv/);
    const lines = csv.body
      .replace(/^\uFEFF/, '')
      .trim()
      .split('\n');
    expect(lines[0]).toBe(
      'partner id;partner;service;requests;before (tiyn);after (tiyn);difference (tiyn);difference (%)',
    );
    expect(lines[1]).toMatch(new RegExp(`^${partnerIds[0]};[^;]+;sim\\d+;5;4000;6000;2000;50$`));
    expect(lines[2]).toBe(';total;;5;4000;6000;2000;50');

    // Each run is in the audit log with what was asked.
    const audit = await admin.get(
      `/api/audit?objectType=tariff&objectId=${tariffId}&rowsPerPage=0`,
    );
    const entries = AuditPage.parse(audit.json()).data.filter(
      (e) => e.action === 'tariff.simulate',
    );
    expect(entries).toHaveLength(2);
    expect(entries.map((e) => e.after)).toContainEqual(
      expect.objectContaining({ partnerIds: [partnerIds[0]], months: ['2026-10'] }),
    );
  });

  it('refuses bad input with field messages, within its caps', async () => {
    const { tariffId, partnerIds } = await world([{ upTo: null, priceMinor: 100 }], true, 12, [
      { withUser: false, days: [] },
    ]);
    const other = await t.user('Partner');
    const draft = { tiers: [{ upTo: null, priceMinor: 200 }] };
    const months = (n: number) =>
      Array.from(
        { length: n },
        (_, i) => `20${24 + Math.floor(i / 12)}-${String((i % 12) + 1).padStart(2, '0')}`,
      );
    const cases: [TariffSimulationInput, string][] = [
      [{ tariffId, draft, months: [] }, 'months'],
      [{ tariffId, draft, months: months(SIMULATION_MAX_MONTHS + 1) }, 'months'],
      [{ tariffId, draft, months: ['2026-10', '2026-10'] }, 'months'],
      [{ tariffId, draft, months: ['2026-13'] }, 'months.0'],
      [{ tariffId, draft, months: ['2026-09', '2026-11'] }, 'months.1'],
      [
        { tariffId, draft: { tiers: [{ upTo: 5, priceMinor: 1 }] }, months: ['2026-10'] },
        'draft.tiers',
      ],
      [
        { tariffId, draft: { tiers: [{ upTo: null, priceMinor: 1.5 }] }, months: ['2026-10'] },
        'draft.tiers.0.priceMinor',
      ],
      [{ tariffId: 999_999, draft, months: ['2026-10'] }, 'tariffId'],
      [
        { tariffId, draft, partnerIds: [partnerIds[0]!, other.id], months: ['2026-10'] },
        'partnerIds.1',
      ],
      [
        {
          tariffId,
          draft,
          partnerIds: Array.from({ length: 1001 }, (_, i) => i + 1),
          months: ['2026-10'],
        },
        'partnerIds',
      ],
    ];
    for (const [body, field] of cases) {
      const res = await simulate(admin, body);
      expect(res.statusCode, `${field}: ${res.body}`).toBe(422);
      expect(Object.keys(res.json().errors), res.body).toContain(field);
    }
    expect((await simulate(admin, { tariffId, draft, months: months(12) })).statusCode).toBe(200);
  });

  it('is for staff with the permission: partners, their users and other staff are refused', async () => {
    const { tariffId, partnerIds } = await world([{ upTo: null, priceMinor: 100 }], true, 12, [
      { withUser: false, days: [] },
    ]);
    const body = {
      tariffId,
      draft: { tiers: [{ upTo: null, priceMinor: 1 }] },
      months: ['2026-10'],
    };
    const partner = await t.signedIn('Partner');
    const client = await t.signedIn('client', { parentId: partnerIds[0]! });
    const staff = await t.signedIn('Admin', { roles: ['Integrator'] });
    for (const { session } of [partner, client, staff]) {
      expect((await simulate(session, body)).statusCode).toBe(403);
      expect((await session.post('/api/tariffs/simulations/csv', body)).statusCode).toBe(403);
    }
    expect((await simulate(admin, body)).statusCode).toBe(200);
  });

  it('is in the OpenAPI document with its schemas', async () => {
    const doc = (await t.app.inject({ method: 'GET', url: '/api/openapi.json' })).json();
    const operation = doc.paths['/api/tariffs/simulations'].post;
    expect(operation.requestBody.content['application/json'].schema).toBeTruthy();
    expect(JSON.stringify(operation.responses['200'])).toContain('TariffSimulationResponse');
    expect(JSON.stringify(doc.components.schemas.TariffSimulationRow)).toContain(
      'differencePercent',
    );
    expect(doc.paths['/api/tariffs/simulations/csv'].post).toBeTruthy();
  });
});
