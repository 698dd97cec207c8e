import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  DailyReportPage,
  RegisterPage,
  IngestResult,
  MonthVerificationResponse,
  ReportsPage,
  StatementResponse,
} from '@cabinet/contract';
import { startTestApp, type TestApp } from '../helpers/test-app.js';
import { Session } from '../helpers/session.js';
import { demoBin } from '../../src/seed/demo-partners.js';

let t: TestApp;
let admin: Session;
let integrator: Session;
let serviceId: number;
let runs = 0;
const code = 'stmtSvc';

beforeAll(async () => {
  t = await startTestApp();
  admin = (await t.signedIn('Admin')).session;
  integrator = (await t.signedIn('Integrator', { roles: ['ProviderIntegrator'] })).session;
  const service = await admin.post('/api/services/create', {
    code,
    name: 'Выписка',
    upstreamUrl: 'builtin:company-check',
  });
  expect(service.statusCode, service.body).toBe(201);
  serviceId = service.json().data.id;
});
afterAll(() => t.close());

const tariffArb = fc.record({
  bounds: fc.uniqueArray(fc.integer({ min: 1, max: 30 }), { maxLength: 2 }),
  prices: fc.array(fc.integer({ min: 0, max: 250_000 }), { minLength: 3, maxLength: 3 }),
  vatIncluded: fc.boolean(),
  vatRate: fc.constantFrom(0, 12, 16, 12.5),
  packageQuota: fc.constantFrom(0, 0, 3, 10),
});
const usageArb = fc.array(
  fc.record({
    minute: fc.integer({ min: 0, max: 29 * 24 * 60 }),
    outcome: fc.constantFrom(200, 200, 200, 404, 500),
  }),
  { minLength: 1, maxLength: 40 },
);

describe('invariant: a month’s statement reconciles with the register', () => {
  it('for random tariffs, tiers, packages, VAT and usage: lines multiply out and add up, and the statement is the register’s', async () => {
    await fc.assert(
      fc.asyncProperty(tariffArb, usageArb, async (plan, usage) => {
        runs += 1;
        const login = `stmt${runs}`;
        const created = await admin.post('/api/partners/create', {
          login,
          email: `${login}@example.kz`,
          password: `${login}-password-1`,
          companyName: `ТОО «Выписка ${runs}»`,
          taxId: demoBin(2020, 5, runs * 7),
          contractNumber: `В-${runs}`,
          legalAddress: 'ул. Абая, 1',
          city: 'Алматы',
        });
        expect(created.statusCode, created.body).toBe(201);
        const partner = { id: created.json().data.id as number };
        const partnerSession = new Session(t.app);
        await partnerSession.login(login, `${login}-password-1`);
        const user = await t.user('client', { parentId: partner.id });
        const bounds = [...plan.bounds].sort((a, b) => a - b);
        const tiers = [...bounds, null].map((upTo, i) => ({ upTo, priceMinor: plan.prices[i]! }));
        const tariff = await admin.post('/api/tariffs/create', {
          serviceId,
          name: `T${partner.id}`,
          tiers,
          validFrom: '2026-01-01',
          vatIncluded: plan.vatIncluded,
          vatRate: plan.vatRate,
        });
        expect(tariff.statusCode, tariff.body).toBe(201);
        await admin.post(`/api/users/${partner.id}/services/assign`, {
          serviceId,
          tariffId: tariff.json().data.id,
          from: '2026-01-01',
        });
        if (plan.packageQuota > 0) {
          const bought = await admin.post(
            `/api/users/${partner.id}/tariff-packages/${serviceId}/create`,
            {
              quota: plan.packageQuota,
              priceMinor: 0,
              validFrom: '2026-09-01',
              validTo: '2026-09-30',
            },
          );
          expect(bought.statusCode, bought.body).toBe(201);
        }
        const records = usage.map((u, i) => ({
          requestId: `p${i}`,
          userId: user.id,
          serviceCode: code,
          time: new Date(Date.parse('2026-09-01T00:00:00+05:00') + u.minute * 60_000).toISOString(),
          status: u.outcome === 200 ? 'success' : 'error',
          httpStatus: u.outcome,
          durationMs: 5,
          subject: `s${i}`,
        }));
        const ingested = IngestResult.parse(
          (await integrator.post('/api/usage/requests', { records })).json(),
        );
        expect(ingested.accepted).toBe(records.length);

        const statement = StatementResponse.parse(
          (
            await partnerSession.get(`/api/reports/application1/${partner.id}/2026/9/?format=json`)
          ).json(),
        ).data;
        expect(statement.status).toBe('draft');
        for (const line of statement.lines)
          expect(line.amountMinor).toBe(line.quantity * line.unitPriceMinor);
        const sum = (pick: (l: (typeof statement.lines)[number]) => number) =>
          statement.lines.reduce((s, l) => s + pick(l), 0);
        expect(statement.subtotalMinor).toBe(sum((l) => l.amountMinor));
        expect(statement.vatMinor).toBe(sum((l) => l.vatMinor));
        expect(statement.totalMinor).toBe(statement.subtotalMinor + statement.vatMinor);

        const register = await t.db
          .selectFrom('requests')
          .select(['amount_minor', 'package_id', 'billable'])
          .where('user_id', '=', user.id)
          .execute();
        const charged = register.reduce((s, r) => s + Number(r.amount_minor), 0);
        const rate = Math.round(plan.vatRate * 100);
        if (plan.vatIncluded || rate === 0) expect(statement.totalMinor).toBe(charged);
        else {
          expect(statement.subtotalMinor).toBe(charged);
          expect(statement.lines.some((l) => l.kind === 'rounding')).toBe(false);
        }
        const quantity = (kind: string) =>
          statement.lines.filter((l) => l.kind === kind).reduce((s, l) => s + l.quantity, 0);
        expect(quantity('package')).toBe(register.filter((r) => r.package_id !== null).length);
        expect(quantity('not-billable')).toBe(register.filter((r) => r.billable === 0).length);
        expect(sum((l) => (l.kind === 'rounding' ? 0 : l.quantity))).toBe(register.length);

        const reports = ReportsPage.parse(
          (await partnerSession.get(`/api/user/${partner.id}/reports?year=2026&month=9`)).json(),
        );
        expect(reports.totals.amountMinor).toBe(statement.totalMinor);
        expect(reports.totals.paid + reports.totals.covered + reports.totals.notBillable).toBe(
          register.length,
        );
        // The register's totals split its requests as the statement does.
        const page = RegisterPage.parse(
          (
            await partnerSession.get(
              `/api/user/${user.id}/reports/${serviceId}/register?startDate=2026-09-01&endDate=2026-09-30`,
            )
          ).json(),
        );
        expect(page.totals.covered).toBe(quantity('package'));
        expect(page.totals.billable - page.totals.covered).toBe(reports.totals.paid);
        expect(page.data.some((row) => row.late)).toBe(false);
        // The service's days are the statement's: nothing of the open month is billed elsewhere.
        const days = DailyReportPage.parse(
          (
            await partnerSession.get(
              `/api/user/${partner.id}/reports/${serviceId}/report?year=2026&month=9`,
            )
          ).json(),
        );
        expect(days.totals.requests).toBe(register.length);
        expect(days.totals.paid).toBe(reports.totals.paid);
        expect(days.totals.covered).toBe(reports.totals.covered);
        expect(days.totals.notBillable).toBe(reports.totals.notBillable);
        expect(days.totals.amountMinor).toBe(charged);
        expect([
          ...days.late,
          ...days.corrections,
          ...reports.late,
          ...reports.corrections,
        ]).toEqual([]);
        const verified = MonthVerificationResponse.parse(
          (await admin.get('/api/documents/closings/2026/9/verification')).json(),
        ).data;
        expect(verified.differences).toEqual([]);
      }),
      { numRuns: 12 },
    );
  });
});
