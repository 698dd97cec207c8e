import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ReportsPage, TariffSimulationResponse } from '@cabinet/contract';
import { startTestApp, type TestApp } from '../helpers/test-app.js';
import type { Session } from '../helpers/session.js';

/*
 * Issue 44, the tariff simulator with a draft package: in each month a partner has requests
 * priced by the tariff it buys one package, which covers the month's first `quota` of them; the
 * rest go through the draft's tiers and the package's price is added as is. Without a package the
 * "after" stays the statements' amount.
 */

let t: TestApp;
let admin: Session;
let integrator: Session;

beforeAll(async () => {
  t = await startTestApp();
  admin = (await t.signedIn('Admin')).session;
  integrator = (await t.signedIn('Integrator', { roles: ['ProviderIntegrator'] })).session;
});
afterAll(() => t.close());

interface Day {
  month: 9 | 10;
  day: number;
  successes: number;
  errors: number;
}

/** A 10 ₸ flat tariff without VAT, and partners on it with their usage (half by a user of B). */
async function world(partners: { withUser: boolean; days: Day[] }[]) {
  const code = 'simpkg';
  const service = await admin.post('/api/services/create', {
    code,
    name: 'Симуляция пакета',
    upstreamUrl: 'builtin:company-check',
    billableOutcomes: 'success',
  });
  expect(service.statusCode, service.body).toBe(201);
  const serviceId: number = service.json().data.id;
  const tariff = await admin.post('/api/tariffs/create', {
    serviceId,
    name: 'Тариф пакета',
    tiers: [{ upTo: null, priceMinor: 1_000 }],
    validFrom: '2026-01-01',
    vatIncluded: false,
    vatRate: 0,
  });
  expect(tariff.statusCode, tariff.body).toBe(201);
  const tariffId: number = tariff.json().data.id;
  const partnerIds: number[] = [];
  for (const [p, usage] of partners.entries()) {
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
        requestId: `${code}-${p}-${d}-${i}`,
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
    }
  }
  return { serviceId, tariffId, partnerIds };
}

async function statementAmount(partnerId: number, serviceId: number, month: number) {
  const res = await admin.get(
    `/api/user/${partnerId}/reports?year=2026&month=${month}&rowsPerPage=0`,
  );
  expect(res.statusCode, res.body).toBe(200);
  return (
    ReportsPage.parse(res.json()).data.find((r) => r.serviceId === serviceId)?.amountMinor ?? 0
  );
}

describe('the tariff simulator with a draft package', () => {
  it('covers each month’s first requests, prices the rest by the draft tiers and adds the price', async () => {
    const { serviceId, tariffId, partnerIds } = await world([
      { withUser: false, days: [{ month: 10, day: 3, successes: 30, errors: 0 }] },
      {
        withUser: true,
        days: [
          { month: 9, day: 5, successes: 4, errors: 1 },
          { month: 10, day: 5, successes: 2, errors: 0 },
        ],
      },
      { withUser: false, days: [] },
    ]);
    const [a, b, c] = partnerIds as [number, number, number];
    const months = ['2026-09', '2026-10'];
    const draftTiers = [
      { upTo: 10, priceMinor: 500 },
      { upTo: null, priceMinor: 2_000 },
    ];

    const res = await admin.post('/api/tariffs/simulations', {
      tariffId,
      draft: {
        tiers: draftTiers,
        vatIncluded: false,
        vatRate: 12,
        package: { quota: 20, priceMinor: 10_000 },
      },
      months,
    });
    expect(res.statusCode, res.body).toBe(200);
    const answer = TariffSimulationResponse.parse(res.json()).data;
    const row = (id: number) => answer.rows.find((r) => r.partnerId === id);
    // A: 30 × 10 ₸ = 300 ₸; after: 20 covered, the next 10 are the tariff's 1st–10th at 5 ₸ =
    // 50 ₸ + 12 % = 56 ₸, and one package of 100 ₸: 156 ₸.
    expect(row(a)).toMatchObject({ requests: 30, beforeMinor: 30_000, afterMinor: 15_600 });
    // B (with its user): 4 + 2 billable × 10 ₸ = 60 ₸; after: all covered, a package in each of
    // September and October: 200 ₸.
    expect(row(b)).toMatchObject({ beforeMinor: 6_000, afterMinor: 20_000 });
    // C had no requests: it buys nothing.
    expect(row(c)).toMatchObject({ requests: 0, beforeMinor: 0, afterMinor: 0 });
    expect(answer.totals).toMatchObject({
      beforeMinor: 36_000,
      afterMinor: 35_600,
      differenceMinor: -400,
    });
    // Largest change first: A −144 ₸, B +140 ₸, C none.
    expect(answer.rows.map((r) => r.partnerId)).toEqual([a, b, c]);

    // A package smaller than the month: 5 covered, the rest (25) through the draft's tiers:
    // 10 × 5 ₸ + 15 × 20 ₸ = 350 ₸ + 12 % = 392 ₸, with the package 50 ₸: 442 ₸.
    const small = await admin.post('/api/tariffs/simulations', {
      tariffId,
      draft: { tiers: draftTiers, vatRate: 12, package: { quota: 5, priceMinor: 5_000 } },
      months: ['2026-10'],
      partnerIds: [a],
    });
    expect(small.statusCode, small.body).toBe(200);
    expect(TariffSimulationResponse.parse(small.json()).data.rows[0]).toMatchObject({
      partnerId: a,
      beforeMinor: 30_000,
      afterMinor: 44_200,
    });

    // The unchanged draft (no package) still gives the closed statements exactly.
    const same = await admin.post('/api/tariffs/simulations', {
      tariffId,
      draft: { tiers: [{ upTo: null, priceMinor: 1_000 }] },
      months,
    });
    expect(same.statusCode, same.body).toBe(200);
    for (const r of TariffSimulationResponse.parse(same.json()).data.rows) {
      const statements =
        (await statementAmount(r.partnerId, serviceId, 9)) +
        (await statementAmount(r.partnerId, serviceId, 10));
      expect(r.beforeMinor).toBe(statements);
      expect(r.afterMinor).toBe(statements);
    }
  });

  it('rejects a package of no requests or a negative price with field messages', async () => {
    const res = await admin.post('/api/tariffs/simulations', {
      tariffId: 1,
      draft: {
        tiers: [{ upTo: null, priceMinor: 1 }],
        package: { quota: 0, priceMinor: -1 },
      },
      months: ['2026-09'],
    });
    expect(res.statusCode, res.body).toBe(422);
    expect(res.body).toContain('draft.package.quota');
    expect(res.body).toContain('draft.package.priceMinor');
  });
});
