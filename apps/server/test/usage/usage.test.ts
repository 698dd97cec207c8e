import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  DailyReportPage,
  IngestReceiptsResponse,
  IngestResult,
  RegisterPage,
  ReportsPage,
  RequestDetailResponse,
} from '@cabinet/contract';
import { startTestApp, type TestApp, type TestUser } from '../helpers/test-app.js';
import { Session } from '../helpers/session.js';

let t: TestApp;
let admin: Session;
let integrator: Session;
let partner: TestUser, member: TestUser, stranger: TestUser;
let serviceId: number;
const code = 'usageSvc';

const signIn = async (user: TestUser) => {
  const session = new Session(t.app);
  await session.login(user.login, user.password);
  return session;
};

beforeAll(async () => {
  t = await startTestApp();
  admin = (await t.signedIn('Admin')).session;
  integrator = (await t.signedIn('Integrator', { roles: ['ProviderIntegrator'] })).session;
  partner = await t.user('Partner');
  member = await t.user('client', { parentId: partner.id });
  stranger = await t.user('client');
  const service = await admin.post('/api/services/create', {
    code,
    name: 'Проверка',
    upstreamUrl: 'builtin:company-check',
    billableOutcomes: 'success',
  });
  serviceId = service.json().data.id;
  const tariff = await admin.post('/api/tariffs/create', {
    serviceId,
    name: 'T',
    tiers: [
      { upTo: 3, priceMinor: 1000 },
      { upTo: null, priceMinor: 500 },
    ],
    validFrom: '2026-01-01',
  });
  await admin.post(`/api/users/${partner.id}/services/assign`, {
    serviceId,
    tariffId: tariff.json().data.id,
    from: '2026-01-01',
  });
});
afterAll(() => t.close());

const rec = (requestId: string, time: string, overrides: Record<string, unknown> = {}) => ({
  requestId,
  userId: member.id,
  serviceCode: code,
  time,
  status: 'success',
  httpStatus: 200,
  durationMs: 40,
  subject: `1503400${requestId.replace(/\D/g, '').padStart(5, '0')}`,
  requestPayload: JSON.stringify({ q: requestId }),
  responsePayload: '{"ok":true}',
  ...overrides,
});

const ingest = async (records: unknown[], session = integrator) => {
  const res = await session.post('/api/usage/requests', { records });
  expect(res.statusCode, res.body).toBe(200);
  return IngestResult.parse(res.json());
};

describe('ingestion', () => {
  it('accepts a batch, prices it, and answers duplicates and invalid records with reasons', async () => {
    const first = await ingest([
      rec('a1', '2026-10-05T10:00:00+05:00'),
      rec('a2', '2026-10-05T11:00:00+05:00'),
    ]);
    expect(first).toEqual({ success: true, accepted: 2, duplicates: [], invalid: [] });
    const second = await ingest([
      rec('a2', '2026-10-05T11:00:00+05:00'),
      rec('a3', '2026-10-06T09:00:00+05:00'),
      rec('a3', '2026-10-06T09:00:00+05:00'),
      rec('bad-time', 'yesterday'),
      rec('bad-svc', '2026-10-06T09:00:00+05:00', { serviceCode: 'nope' }),
      rec('big', '2026-10-06T09:00:00+05:00', { responsePayload: 'x'.repeat(20_000) }),
      rec('who', '2026-10-06T09:00:00+05:00', { userId: 999999 }),
      { junk: true },
    ]);
    expect(second.accepted).toBe(1);
    expect(second.duplicates).toEqual(['a2']);
    expect(second.invalid.map((i) => [i.index, i.requestId, Object.keys(i.errors)])).toEqual([
      [2, 'a3', ['requestId']],
      [3, 'bad-time', ['time']],
      [4, 'bad-svc', ['serviceCode']],
      [5, 'big', ['responsePayload']],
      [6, 'who', ['userId']],
      [7, null, expect.arrayContaining(['requestId', 'junk'])],
    ]);
    expect(second.invalid[1]!.errors.time).toEqual([
      'Время должно быть в формате ISO 8601 с часовым поясом',
    ]);
    const stored = await t.db
      .selectFrom('requests')
      .select('request_id')
      .where('user_id', '=', member.id)
      .execute();
    expect(stored.map((r) => r.request_id).sort()).toEqual(['a1', 'a2', 'a3']);

    // The sender's receipt of the day adds up both batches; nobody else's shows it.
    const receipts = IngestReceiptsResponse.parse(
      (await integrator.get('/api/usage/receipts')).json(),
    ).data;
    expect(receipts).toEqual([
      {
        day: '2026-11-02',
        accepted: 3,
        duplicates: 1,
        rejected: 6,
        reasons: {
          duplicateInBatch: 1,
          timeInvalid: 1,
          unknownService: 1,
          payloadTooLong: 1,
          unknownUser: 1,
          invalidRecord: 1,
        },
      },
    ]);
    const other = (await t.signedIn('Integrator', { roles: ['ProviderIntegrator'] })).session;
    expect(
      IngestReceiptsResponse.parse((await other.get('/api/usage/receipts')).json()).data,
    ).toEqual([]);
    expect(
      (await admin.get('/api/usage/receipts?startDate=2026-11-02&endDate=2026-11-01')).statusCode,
    ).toBe(422);
  });

  it('needs the ingest permission and refuses batches over 1000', async () => {
    const client = await signIn(member);
    expect(
      (await client.post('/api/usage/requests', { records: [rec('x', '2026-10-05T10:00:00Z')] }))
        .statusCode,
    ).toBe(403);
    const tooMany = await integrator.post('/api/usage/requests', {
      records: Array.from({ length: 1001 }, (_, i) => rec(`m${i}`, '2026-10-05T10:00:00Z')),
    });
    expect(tooMany.statusCode).toBe(422);
    expect(tooMany.json().errors.records).toEqual(['В пакете не более 1000 записей']);
  });

  it('a partner’s integrator reports only for its partner’s users', async () => {
    const own = await t.user('Integrator', { parentId: partner.id });
    const session = await signIn(own);
    const result = await ingest(
      [
        rec('p1', '2026-10-07T10:00:00Z'),
        rec('p2', '2026-10-07T10:00:00Z', { userId: stranger.id }),
      ],
      session,
    );
    expect(result.accepted).toBe(1);
    expect(result.invalid[0]).toMatchObject({
      requestId: 'p2',
      errors: { userId: ['Нельзя передавать записи за этого пользователя'] },
    });
  });
});

describe('reports and the register', () => {
  beforeAll(async () => {
    await ingest([
      rec('n1', '2026-11-01T00:30:00+05:00'),
      rec('n2', '2026-11-01T23:30:00+05:00', { status: 'error', httpStatus: 500 }),
      rec('n3', '2026-11-02T08:00:00+05:00'),
      rec('n4', '2026-11-02T09:00:00+05:00', { subject: '990011223344' }),
    ]);
    const late = await t.user('Integrator', { roles: ['ProviderIntegrator'] });
    await t.at('2026-12-01T00:00:00+05:00', async () => {
      await ingest(
        [rec('n5', '2026-11-03T09:00:00+05:00'), rec('n6', '2026-11-30T23:59:00+05:00')],
        await signIn(late),
      );
    });
  });

  it('the services report of a month: counts, billable and tiered amounts', async () => {
    const res = await admin.get(`/api/user/${member.id}/reports?month=11&year=2026`);
    const body = ReportsPage.parse(res.json());
    expect(body.meta.total).toBe(1);
    // Failures are not billable here; the 1st–3rd billed requests of the month cost 1000, the rest 500.
    expect(body.data[0]).toMatchObject({
      serviceId,
      requests: 6,
      successful: 5,
      failed: 1,
      billable: 5,
      amountMinor: 3 * 1000 + 2 * 500,
    });
    expect(body.totals.requests).toBe(6);
  });

  it('a partner’s report includes its users’ usage', async () => {
    const res = await (
      await signIn(partner)
    ).get(`/api/user/${partner.id}/reports?month=11&year=2026`);
    expect(ReportsPage.parse(res.json()).data[0]!.requests).toBe(6);
  });

  it('the daily report counts by Almaty day, with the month’s totals', async () => {
    const res = await admin.get(
      `/api/user/${member.id}/reports/${serviceId}/report?month=11&year=2026`,
    );
    const body = DailyReportPage.parse(res.json());
    expect(body.data.map((d) => [d.day, d.requests])).toEqual([
      ['2026-11-01', 2],
      ['2026-11-02', 2],
      ['2026-11-03', 1],
      ['2026-11-30', 1],
    ]);
    expect(body.totals).toMatchObject({ requests: 6, amountMinor: 4000 });
    expect(body.service).toMatchObject({ id: serviceId, code });
  });

  it('the register: an inclusive range of local days, paging, sorting, filters, exact totals', async () => {
    const page = async (query: string) =>
      RegisterPage.parse(
        (await admin.get(`/api/user/${member.id}/reports/${serviceId}/register?${query}`)).json(),
      );
    const all = await page('startDate=2026-11-01&endDate=2026-11-30&rowsPerPage=100');
    expect(all.meta.total).toBe(6);
    expect(all.data.map((r) => r.requestId)).toEqual(['n1', 'n2', 'n3', 'n4', 'n5', 'n6']);
    expect(
      (await page('startDate=2026-11-01&endDate=2026-11-01')).data.map((r) => r.requestId),
    ).toEqual(['n1', 'n2']);
    const second = await page(
      'startDate=2026-11-01&endDate=2026-11-30&rowsPerPage=2&page=2&descending=true',
    );
    expect(second.data.map((r) => r.requestId)).toEqual(['n4', 'n3']);
    expect(second.meta).toMatchObject({ total: 6, page: 2, rowsPerPage: 2 });
    expect(
      (await page('startDate=2026-11-01&endDate=2026-11-30&filterInput=n5')).data.map(
        (r) => r.requestId,
      ),
    ).toEqual(['n5']);
    expect(
      (await page('startDate=2026-11-01&endDate=2026-11-30&filterInput=9900')).data.map(
        (r) => r.requestId,
      ),
    ).toEqual(['n4']);
    expect((await page('startDate=2026-11-01&endDate=2026-11-30&filterInput=%25')).meta.total).toBe(
      0,
    );
    const bad = await admin.get(
      `/api/user/${member.id}/reports/${serviceId}/register?startDate=2026-11-10&endDate=2026-11-01`,
    );
    expect(bad.json().errors.endDate).toEqual(['Конец периода раньше начала']);
    // A column the register does not sort by is its default order, never a piece of SQL.
    const injected = await admin.get(
      `/api/user/${member.id}/reports/${serviceId}/register?sortBy=subject;drop`,
    );
    expect(injected.statusCode).toBe(200);
    expect(injected.json().meta.sortBy).toBeNull();
  });

  it('opens one request with its payloads', async () => {
    const res = await admin.get(
      `/api/user/${member.id}/reports/${serviceId}/register/request?requestId=n2`,
    );
    const { data } = RequestDetailResponse.parse(res.json());
    expect(data).toMatchObject({
      requestId: 'n2',
      status: 'error',
      httpStatus: 500,
      billable: false,
      amountMinor: 0,
      requestPayload: '{"q":"n2"}',
      // Why it is not paid for: the service bills successes only.
      billableOutcomes: 'success',
    });
    expect(
      (
        await admin.get(
          `/api/user/${member.id}/reports/${serviceId}/register/request?requestId=nope`,
        )
      ).statusCode,
    ).toBe(404);
  });

  it('an unknown user or service is a 404, not an empty page', async () => {
    expect((await admin.get(`/api/user/999999/reports?month=11&year=2026`)).statusCode).toBe(404);
    expect(
      (await admin.get(`/api/user/${member.id}/reports/999999/report?month=11&year=2026`))
        .statusCode,
    ).toBe(404);
    expect((await admin.get(`/api/user/${member.id}/reports/999999/register`)).statusCode).toBe(
      404,
    );
  });
});

describe('deep pages through the daily counts', () => {
  it('every page, both directions, across days and a partner’s users, matches the register in time order', async () => {
    const holder = await t.user('Partner');
    const users = [
      await t.user('client', { parentId: holder.id }),
      await t.user('client', { parentId: holder.id }),
    ];
    const records = Array.from({ length: 53 }, (_, i) =>
      rec(
        `d${i}`,
        new Date(
          Date.parse('2026-08-03T00:00:00+05:00') + ((i * 7919) % (6 * 24 * 60)) * 60_000,
        ).toISOString(),
        {
          userId: users[i % 2]!.id,
        },
      ),
    );
    expect((await ingest(records)).accepted).toBe(53);
    const expected = (
      await t.db
        .selectFrom('requests')
        .select(['request_id', 'requested_at', 'id'])
        .where(
          'user_id',
          'in',
          users.map((u) => u.id),
        )
        .orderBy('requested_at')
        .orderBy('id')
        .execute()
    ).map((r) => r.request_id);
    for (const descending of [false, true]) {
      const order = descending ? [...expected].reverse() : expected;
      for (let page = 1; page <= 9; page += 1) {
        const res = await admin.get(
          `/api/user/${holder.id}/reports/${serviceId}/register?startDate=2026-08-01&endDate=2026-08-31&rowsPerPage=7&page=${page}&descending=${descending}`,
        );
        const body = RegisterPage.parse(res.json());
        expect(body.meta.total).toBe(53);
        expect(body.data.map((r) => r.requestId)).toEqual(order.slice((page - 1) * 7, page * 7));
      }
    }
  });
});

describe('scope', () => {
  it.each([
    ['reports', () => `/api/user/${member.id}/reports?month=11&year=2026`],
    ['daily report', () => `/api/user/${member.id}/reports/${serviceId}/report?month=11&year=2026`],
    ['register', () => `/api/user/${member.id}/reports/${serviceId}/register`],
    ['request', () => `/api/user/${member.id}/reports/${serviceId}/register/request?requestId=n1`],
  ])(
    'another partner and a stranger cannot read %s; the user and its partner can',
    async (_name, url) => {
      const otherPartner = await signIn(await t.user('Partner'));
      expect((await otherPartner.get(url())).statusCode).toBe(403);
      expect((await (await signIn(stranger)).get(url())).statusCode).toBe(403);
      expect((await (await signIn(member)).get(url())).statusCode).toBe(200);
      expect((await (await signIn(partner)).get(url())).statusCode).toBe(200);
      expect((await t.session().get(url())).statusCode).toBe(401);
    },
  );
});

describe('invariant: reports equal what the register holds', () => {
  it('for random request streams, daily counts and amounts match the register, and amounts follow the tiers in time order', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.array(
          fc.record({ minute: fc.integer({ min: 0, max: 27 * 24 * 60 }), ok: fc.boolean() }),
          { minLength: 1, maxLength: 25 },
        ),
        async (stream) => {
          // A fresh partner holds the tariff, so the month's volume starts from zero.
          const holder = await t.user('Partner');
          const tariffId = (await admin.get(`/api/users/${partner.id}/services`)).json().data[0]
            .tariffId;
          await admin.post(`/api/users/${holder.id}/services/assign`, {
            serviceId,
            tariffId,
            from: '2026-01-01',
          });
          const user = await t.user('client', { parentId: holder.id });
          const records = stream.map((s, i) =>
            rec(
              `s${i}`,
              new Date(Date.parse('2026-09-01T00:00:00+05:00') + s.minute * 60_000).toISOString(),
              {
                userId: user.id,
                status: s.ok ? 'success' : 'error',
              },
            ),
          );
          const result = await ingest(records);
          if (result.accepted !== records.length) return false;
          const register = await t.db
            .selectFrom('requests')
            .selectAll()
            .where('user_id', '=', user.id)
            .orderBy('requested_at')
            .orderBy('id')
            .execute();
          const usage = await t.db
            .selectFrom('daily_usage')
            .selectAll()
            .where('user_id', '=', user.id)
            .execute();
          for (const day of usage) {
            const same = register.filter((r) => r.day === day.day);
            if (day.requests !== same.length) return false;
            if (day.successful !== same.filter((r) => r.status === 'success').length) return false;
            if (
              Number(day.amount_minor) !== same.reduce((sum, r) => sum + Number(r.amount_minor), 0)
            )
              return false;
          }
          // In time order, the 1st–3rd billable requests of the month cost 1000 each, the rest 500.
          let billed = 0;
          for (const row of register) {
            const expected =
              row.status === 'success' ? ((billed += 1), billed <= 3 ? 1000 : 500) : 0;
            if (Number(row.amount_minor) !== expected) return false;
          }
          return usage.reduce((sum, d) => sum + d.requests, 0) === register.length;
        },
      ),
      { numRuns: 15 },
    );
  });
});
