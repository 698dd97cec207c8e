import fc from 'fast-check';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { RegisterPage, type RegisterOutcome } from '@cabinet/contract';
import { startTestApp, type TestApp } from '../helpers/test-app.js';
import type { Session } from '../helpers/session.js';

/**
 * The register filtered by outcome (issue 18), on each of its paths (time order through the daily
 * counts, another sort, a search), against what the register table holds, with the totals of the
 * whole filtered range; and the query plans that keep the filters index-driven.
 */

let t: TestApp;
let admin: Session;
let integrator: Session;
const services: Array<{ id: number; code: string }> = [];

beforeAll(async () => {
  t = await startTestApp();
  admin = (await t.signedIn('Admin')).session;
  integrator = (await t.signedIn('Integrator', { roles: ['ProviderIntegrator'] })).session;
  for (const billableOutcomes of ['success', 'all'] as const) {
    const code = `outcome-${billableOutcomes}`;
    const created = await admin.post('/api/services/create', {
      code,
      name: code,
      upstreamUrl: 'builtin:company-check',
      billableOutcomes,
    });
    const id = created.json().data.id as number;
    services.push({ id, code });
  }
});
afterAll(() => t.close());

const DAY_MS = 86_400_000;
const OCTOBER = Date.parse('2026-10-01T00:00:00+05:00');
const dayOf = (n: number) => `2026-10-${String(n).padStart(2, '0')}`;
const startOf = (day: string) => Date.parse(`${day}T00:00:00+05:00`);

interface Generated {
  minute: number;
  user: 0 | 1;
  failed: boolean;
  duration: number;
  subject: string;
}

const record = fc.record<Generated>({
  minute: fc.integer({ min: 0, max: 9 * 24 * 60 - 1 }),
  user: fc.constantFrom(0 as const, 1 as const),
  failed: fc.boolean(),
  duration: fc.integer({ min: 1, max: 30 }),
  subject: fc.constantFrom('150340012345', '150340099999', '990011223344', '77'),
});

const query = fc.record({
  outcome: fc.constantFrom<RegisterOutcome | undefined>(undefined, 'success', 'error', 'billable'),
  mode: fc.constantFrom('time', 'timeDescending', 'duration', 'search', 'requestId'),
  first: fc.integer({ min: 1, max: 9 }),
  days: fc.integer({ min: 0, max: 8 }),
  page: fc.integer({ min: 1, max: 4 }),
});

describe('the register by outcome', () => {
  it('keeps exactly the requests of the outcome, pages them in order and totals the whole range', async () => {
    let run = 0;
    await fc.assert(
      fc.asyncProperty(
        fc.array(record, { minLength: 1, maxLength: 40 }),
        fc.array(query, { minLength: 3, maxLength: 3 }),
        fc.boolean(),
        async (generated, queries, billsFailures) => {
          run += 1;
          const service = services[billsFailures ? 1 : 0]!;
          const partner = await t.user('Partner');
          const users = [
            await t.user('client', { parentId: partner.id }),
            await t.user('client', { parentId: partner.id }),
          ];
          const tariff = await admin.post('/api/tariffs/create', {
            serviceId: service.id,
            name: `T${run}`,
            tiers: [
              { upTo: 5, priceMinor: 1000 },
              { upTo: null, priceMinor: 300 },
            ],
            validFrom: '2026-01-01',
          });
          await admin.post(`/api/users/${partner.id}/services/assign`, {
            serviceId: service.id,
            tariffId: tariff.json().data.id,
            from: '2026-01-01',
          });
          const ingested = await integrator.post('/api/usage/requests', {
            records: generated.map((g, i) => ({
              requestId: `r${run}-${i}`,
              userId: users[g.user]!.id,
              serviceCode: service.code,
              time: new Date(OCTOBER + g.minute * 60_000).toISOString(),
              status: g.failed ? 'error' : 'success',
              httpStatus: g.failed ? 500 : 200,
              durationMs: g.duration,
              subject: g.subject,
              requestPayload: '{}',
              responsePayload: '{}',
            })),
          });
          expect(ingested.json().accepted).toBe(generated.length);
          const held = await t.db
            .selectFrom('requests')
            .select([
              'id',
              'request_id',
              'requested_at',
              'status',
              'billable',
              'package_id',
              'amount_minor',
              'duration_ms',
              'subject',
            ])
            .where(
              'user_id',
              'in',
              users.map((u) => u.id),
            )
            .where('service_id', '=', service.id)
            .execute();

          for (const q of queries) {
            const startDate = dayOf(q.first);
            const endDate = dayOf(Math.min(q.first + q.days, 31));
            const search =
              q.mode === 'search' ? '1503400' : q.mode === 'requestId' ? `r${run}-0` : undefined;
            const kept = held
              .filter((r) => {
                const at = Date.parse(r.requested_at);
                return at >= startOf(startDate) && at < startOf(endDate) + DAY_MS;
              })
              .filter((r) =>
                q.outcome === 'billable'
                  ? r.billable === 1
                  : q.outcome === undefined || r.status === q.outcome,
              )
              .filter((r) =>
                search === undefined
                  ? true
                  : r.request_id === search || r.subject.startsWith(search),
              );
            const byTime = (a: (typeof kept)[0], b: (typeof kept)[0]) =>
              Date.parse(a.requested_at) - Date.parse(b.requested_at) ||
              Number(a.id) - Number(b.id);
            const ordered =
              q.mode === 'duration'
                ? [...kept].sort(
                    (a, b) => a.duration_ms - b.duration_ms || Number(a.id) - Number(b.id),
                  )
                : q.mode === 'timeDescending'
                  ? [...kept].sort(byTime).reverse()
                  : [...kept].sort(byTime);
            const params = new URLSearchParams({
              startDate,
              endDate,
              rowsPerPage: '3',
              page: String(q.page),
              ...(q.outcome ? { status: q.outcome } : {}),
              ...(q.mode === 'duration' ? { sortBy: 'durationMs' } : {}),
              ...(q.mode === 'timeDescending' ? { descending: 'true' } : {}),
              ...(search ? { filterInput: search } : {}),
            });
            const res = await admin.get(
              `/api/user/${partner.id}/reports/${service.id}/register?${params}`,
            );
            expect(res.statusCode, res.body).toBe(200);
            const body = RegisterPage.parse(res.json());
            expect(body.meta.total).toBe(kept.length);
            expect(body.data.map((r) => r.requestId)).toEqual(
              ordered.slice((q.page - 1) * 3, q.page * 3).map((r) => r.request_id),
            );
            expect(body.totals).toEqual({
              requests: kept.length,
              billable: kept.filter((r) => r.billable === 1).length,
              covered: kept.filter((r) => r.package_id !== null).length,
              amountMinor: kept.reduce((sum, r) => sum + Number(r.amount_minor), 0),
            });
            if (search === undefined) expect(body.matchedBy).toBeUndefined();
            else {
              const byId = kept.filter((r) => r.request_id === search).length;
              expect(body.matchedBy).toBe(
                kept.length === 0
                  ? null
                  : byId === 0
                    ? 'subject'
                    : byId === kept.length
                      ? 'requestId'
                      : 'both',
              );
            }
          }
        },
      ),
      { numRuns: 15 },
    );
  });

  it('refuses an outcome it does not know with a field message', async () => {
    const partner = await t.user('Partner');
    const res = await admin.get(
      `/api/user/${partner.id}/reports/${services[0]!.id}/register?status=lost`,
    );
    expect(res.statusCode).toBe(422);
    expect(res.json().errors.status).toHaveLength(1);
  });
});

describe('the outcome filters’ query plans', () => {
  /** The plan of the keys one user's filtered page walks, as the register reads them. */
  const planOf = async (condition: string) => {
    const keys = `select requested_at, id from requests r
      where r.user_id = 1 and r.service_id = 1
        and r.requested_at >= '2026-10-01T00:00:00Z' and r.requested_at < '2026-11-01T00:00:00Z'
        and ${condition}
      order by r.requested_at desc, r.id desc limit 25`;
    if (t.dialect === 'postgres') {
      const { rows } = await sql<{ 'QUERY PLAN': string }>`explain ${sql.raw(keys)}`.execute(t.db);
      return rows.map((r) => r['QUERY PLAN']).join('\n');
    }
    const { rows } = await sql<{ detail: string }>`explain query plan ${sql.raw(keys)}`.execute(
      t.db,
    );
    return rows.map((r) => r.detail).join('\n');
  };

  it('failures walk their own index, billable requests theirs, in order without a sort', async () => {
    const errors = await planOf(`r.status = 'error'`);
    expect(errors).toMatch(/requests_errors/);
    expect(errors).not.toMatch(/TEMP B-TREE|Sort/);
    const billable = await planOf(`r.billable = 1`);
    expect(billable).toMatch(/requests_billable/);
    expect(billable).not.toMatch(/TEMP B-TREE|Sort/);
  });
});
