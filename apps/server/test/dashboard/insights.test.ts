import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  CalendarResponse,
  ChartsResponse,
  DashboardResponse,
  IngestResult,
  RegisterAllPage,
} from '@cabinet/contract';
import { startTestApp, type TestApp, type TestUser } from '../helpers/test-app.js';
import { Session } from '../helpers/session.js';
import { daysOfPage } from '../../src/features/usage/register/page-location.js';

let t: TestApp;
let admin: Session, integrator: Session;
let partnerA: TestUser, partnerB: TestUser, userA: TestUser, userB: TestUser;
let serviceId: number, endingTariffId: number;
const code = 'insightSvc';

const signIn = async (user: TestUser) => {
  const session = new Session(t.app);
  await session.login(user.login, user.password);
  return session;
};

const rec = (requestId: string, userId: number, time: string, extra: object = {}) => ({
  requestId,
  userId,
  serviceCode: code,
  time,
  status: 'success',
  httpStatus: 200,
  durationMs: requestId.length * 10,
  subject: `9900${requestId}`,
  ...extra,
});

beforeAll(async () => {
  // The test clock stands at 2026-11-02 14:00 in Almaty.
  t = await startTestApp();
  admin = (await t.signedIn('Admin')).session;
  integrator = (await t.signedIn('Integrator', { roles: ['ProviderIntegrator'] })).session;
  partnerA = await t.user('Partner');
  partnerB = await t.user('Partner');
  userA = await t.user('client', { parentId: partnerA.id });
  userB = await t.user('client', { parentId: partnerB.id });
  const service = await admin.post('/api/services/create', {
    code,
    name: 'Проверка ИИН',
    upstreamUrl: 'builtin:company-check',
    billableOutcomes: 'success',
  });
  serviceId = service.json().data.id;
  const tariff = await admin.post('/api/tariffs/create', {
    serviceId,
    name: 'Базовый',
    tiers: [{ upTo: null, priceMinor: 1000 }],
    validFrom: '2026-01-01',
  });
  const ending = await admin.post('/api/tariffs/create', {
    serviceId,
    name: 'Осенний',
    tiers: [{ upTo: null, priceMinor: 900 }],
    validFrom: '2026-09-01',
    validTo: '2026-11-20',
  });
  endingTariffId = ending.json().data.id;
  for (const partner of [partnerA, partnerB])
    await admin.post(`/api/users/${partner.id}/services/assign`, {
      serviceId,
      tariffId: tariff.json().data.id,
      from: '2026-01-01',
    });
  const res = await integrator.post('/api/usage/requests', {
    records: [
      rec('a-old', userA.id, '2026-10-20T10:00:00+05:00'),
      rec('a-err', userA.id, '2026-11-01T10:30:00+05:00', { status: 'error', httpStatus: 500 }),
      rec('a-now', userA.id, '2026-11-02T09:15:00+05:00'),
      rec('b-1', userB.id, '2026-11-02T10:00:00+05:00'),
      rec('b-2', userB.id, '2026-11-02T10:05:00+05:00'),
      rec('b-sep', userB.id, '2026-09-01T10:00:00+05:00'),
    ],
  });
  expect(IngestResult.parse(res.json()).accepted).toBe(6);
});
afterAll(() => t.close());

describe('dashboard', () => {
  it('an admin sees everybody’s today, month, last 30 days and leaders', async () => {
    const res = await admin.get('/api/dashboard');
    expect(res.statusCode, res.body).toBe(200);
    const { data } = DashboardResponse.parse(res.json());
    expect(data.today).toBe('2026-11-02');
    expect(data.todayCounts).toMatchObject({ requests: 3, failed: 0, amountMinor: 3000 });
    expect(data.monthCounts).toMatchObject({ requests: 4, successful: 3, failed: 1 });
    expect(data.days).toHaveLength(30);
    expect(data.days[0]!.day).toBe('2026-10-04');
    expect(data.days.find((d) => d.day === '2026-10-20')!.requests).toBe(1);
    expect(data.topServices).toMatchObject([{ id: serviceId, name: 'Проверка ИИН', requests: 4 }]);
    expect(data.accountKind).toBe('partner');
    expect(data.topAccounts.map((a) => [a.id, a.requests]).sort()).toEqual(
      [
        [partnerA.id, 2],
        [partnerB.id, 2],
      ].sort(),
    );
  });

  it('a partner sees its own and its users’; a client only its own', async () => {
    const partner = DashboardResponse.parse(
      (await (await signIn(partnerA)).get('/api/dashboard')).json(),
    );
    expect(partner.data.todayCounts.requests).toBe(1);
    expect(partner.data.monthCounts.requests).toBe(2);
    expect(partner.data.accountKind).toBe('user');
    expect(partner.data.topAccounts.map((a) => a.id)).toEqual([userA.id]);
    const client = DashboardResponse.parse(
      (await (await signIn(userB)).get('/api/dashboard')).json(),
    );
    expect(client.data.monthCounts.requests).toBe(2);
  });

  it('needs a session and the reports permission', async () => {
    expect((await t.session().get('/api/dashboard')).statusCode).toBe(401);
    expect((await integrator.get('/api/dashboard')).statusCode).toBe(403);
    expect((await integrator.get('/api/dashboard/charts')).statusCode).toBe(403);
  });
});

describe('charts', () => {
  it('by day, service, account, and by Almaty hour over the last days', async () => {
    const res = await admin.get('/api/dashboard/charts?days=90');
    const { data } = ChartsResponse.parse(res.json());
    expect(data.days).toHaveLength(90);
    expect(data.days.reduce((sum, d) => sum + d.requests, 0)).toBe(6);
    expect(data.byService[0]).toMatchObject({ id: serviceId, requests: 6, failed: 1 });
    expect(data.hourlyFrom).toBe('2026-10-27');
    const hours = Object.fromEntries(
      data.byHour.filter((h) => h.requests > 0).map((h) => [h.hour, [h.requests, h.failed]]),
    );
    expect(hours).toEqual({ 9: [1, 0], 10: [3, 1] });
  });

  it('a partner’s charts hold only its users; a wrong period is a 422', async () => {
    const session = await signIn(partnerB);
    const { data } = ChartsResponse.parse(
      (await session.get('/api/dashboard/charts?days=7')).json(),
    );
    expect(data.byAccount.map((a) => [a.id, a.requests])).toEqual([[userB.id, 2]]);
    expect(data.byHour.reduce((sum, h) => sum + h.requests, 0)).toBe(2);
    const bad = await session.get('/api/dashboard/charts?days=5');
    expect(bad.statusCode).toBe(422);
    expect(Object.keys(bad.json().errors)).toEqual(['days']);
  });
});

describe('calendar', () => {
  beforeAll(async () => {
    // October closed on 1 November (10:00 in Almaty) with three documents, two of them partner A's.
    await t.db
      .insertInto('month_closings')
      .values({
        year: 2026,
        month: 10,
        status: 'done',
        documents: 3,
        message: null,
        closed_by: null,
        closed_at: '2026-11-01T05:00:00.000Z',
      })
      .execute();
    const document = (ownerId: number, n: number) => ({
      owner_id: ownerId,
      subject_id: ownerId,
      kind: 'application1' as const,
      service_id: null,
      period_start: '2026-10-01',
      period_end: '2026-10-31',
      year: 2026,
      month: 10,
      title: `Документ ${n}`,
      file_name: `doc-${n}.pdf`,
      storage_key: `test/doc-${n}.pdf`,
      content_type: 'application/pdf',
      size: 1,
      created_by: null,
      created_at: '2026-11-01T05:00:00.000Z',
    });
    await t.db
      .insertInto('documents')
      .values([document(partnerA.id, 1), document(partnerA.id, 2), document(partnerB.id, 3)])
      .execute();
  });

  const events = async (session: Session, month: number) => {
    const res = await session.get(`/api/dashboard/calendar?month=${month}&year=2026`);
    expect(res.statusCode, res.body).toBe(200);
    return CalendarResponse.parse(res.json()).data;
  };

  it('an admin sees endings, documents made and months closed or waiting to be', async () => {
    expect(await events(admin, 11)).toEqual([
      expect.objectContaining({ day: '2026-11-01', kind: 'documents', title: '2026-10', count: 3 }),
      expect.objectContaining({
        day: '2026-11-01',
        kind: 'monthClosed',
        title: '2026-10',
        count: 3,
      }),
      expect.objectContaining({
        day: '2026-11-20',
        kind: 'tariffEnds',
        ref: { tariffId: endingTariffId },
      }),
    ]);
    // November had usage and is not closed: on 1 December it is due.
    expect(await events(admin, 12)).toEqual([
      expect.objectContaining({ day: '2026-12-01', kind: 'closingDue', title: '2026-11' }),
    ]);
  });

  it('a partner sees its own documents only; nobody else’s tariffs or closings', async () => {
    expect(await events(await signIn(partnerA), 11)).toEqual([
      expect.objectContaining({
        kind: 'documents',
        count: 2,
        ref: { userId: partnerA.id },
      }),
    ]);
    expect(await events(await signIn(userB), 12)).toEqual([]);
  });

  it('refuses a bad month and callers without tariff.view', async () => {
    expect((await admin.get('/api/dashboard/calendar?month=13&year=2026')).statusCode).toBe(422);
    expect((await integrator.get('/api/dashboard/calendar?month=11&year=2026')).statusCode).toBe(
      403,
    );
  });
});

describe('the register across partners', () => {
  const page = async (session: Session, query: string) => {
    const res = await session.get(`/api/usage/register?${query}`);
    expect(res.statusCode, res.body).toBe(200);
    return RegisterAllPage.parse(res.json());
  };
  const ids = (p: { data: Array<{ requestId: string }> }) => p.data.map((r) => r.requestId);

  it('an admin pages through every partner’s requests in time order, either way', async () => {
    const range = 'startDate=2026-09-01&endDate=2026-11-02';
    const all = await page(admin, `${range}&rowsPerPage=100`);
    expect(all.meta.total).toBe(6);
    expect(ids(all)).toEqual(['b-sep', 'a-old', 'a-err', 'a-now', 'b-1', 'b-2']);
    for (const descending of [false, true]) {
      const pages: string[] = [];
      for (let n = 1; n <= 3; n += 1)
        pages.push(
          ...ids(await page(admin, `${range}&rowsPerPage=2&page=${n}&descending=${descending}`)),
        );
      expect(pages).toEqual(descending ? [...ids(all)].reverse() : ids(all));
    }
    expect(ids(await page(admin, `${range}&page=4&rowsPerPage=2`))).toEqual([]);
    expect(all.data[0]).toMatchObject({
      serviceName: 'Проверка ИИН',
      userLogin: userB.login,
      day: '2026-09-01',
    });
  });

  it('defaults to this month; filters by request id or subject prefix; sorts by duration', async () => {
    expect((await page(admin, '')).meta.total).toBe(4);
    expect(ids(await page(admin, 'filterInput=a-now'))).toEqual(['a-now']);
    expect(ids(await page(admin, 'filterInput=9900b'))).toEqual(['b-1', 'b-2']);
    // durations are ten times the request id's length: 'a-err' and 'a-now' tie, the later wins
    expect(ids(await page(admin, 'sortBy=durationMs&descending=true&rowsPerPage=2'))).toEqual([
      'a-now',
      'a-err',
    ]);
    expect(ids(await page(admin, 'sortBy=durationMs&rowsPerPage=1'))).toEqual(['b-1']);
    expect((await page(admin, `serviceId=${serviceId + 1000}`)).meta.total).toBe(0);
  });

  it('a partner sees its own users’ requests only; a client its own', async () => {
    const range = 'startDate=2026-09-01&endDate=2026-11-02';
    expect(ids(await page(await signIn(partnerA), range))).toEqual(['a-old', 'a-err', 'a-now']);
    expect(ids(await page(await signIn(userB), `${range}&filterInput=a-now`))).toEqual([]);
    expect((await page(integrator, range)).meta.total).toBe(0);
  });

  it('keeps one outcome, on every path: time order, another sort, a search', async () => {
    const days = 'startDate=2026-09-01&endDate=2026-11-02';
    const range = `${days}&rowsPerPage=100`;
    const failed = await page(admin, `${range}&status=error`);
    expect(ids(failed)).toEqual(['a-err']);
    expect(failed.meta.total).toBe(1);
    const succeeded = await page(admin, `${range}&status=success`);
    expect(ids(succeeded)).toEqual(['b-sep', 'a-old', 'a-now', 'b-1', 'b-2']);
    expect(ids(await page(admin, `${days}&status=success&rowsPerPage=2&page=2`))).toEqual([
      'a-now',
      'b-1',
    ]);
    expect(ids(await page(admin, `${range}&status=error&sortBy=durationMs`))).toEqual(['a-err']);
    expect(ids(await page(admin, `${range}&status=success&filterInput=a-err`))).toEqual([]);
    expect(ids(await page(admin, `${range}&status=error&filterInput=a-err`))).toEqual(['a-err']);
  });

  it('refuses a reversed or too long range; an unknown sort column is the default order', async () => {
    const reversed = await admin.get('/api/usage/register?startDate=2026-11-02&endDate=2026-11-01');
    expect(reversed.statusCode).toBe(422);
    expect(reversed.json().errors.endDate).toEqual(['Конец периода раньше начала']);
    const long = await admin.get('/api/usage/register?startDate=2024-01-01&endDate=2026-11-01');
    expect(long.statusCode).toBe(422);
    const unknownSort = await admin.get('/api/usage/register?sortBy=subject');
    expect(unknownSort.statusCode).toBe(200);
    expect(unknownSort.json().meta.sortBy).toBeNull();
    expect((await t.session().get('/api/usage/register')).statusCode).toBe(401);
  });

  it('sorts by another column than time only up to 200,000 requests in the range', async () => {
    // A June that the daily usage says held 300,000 requests (the register need not hold them).
    await t.db
      .insertInto('daily_usage')
      .values({
        user_id: userA.id,
        service_id: serviceId,
        day: '2026-06-15',
        requests: 300_000,
        successful: 300_000,
        failed: 0,
        billable: 0,
        covered: 0,
        amount_minor: 0,
      })
      .execute();
    const june = 'startDate=2026-06-01&endDate=2026-06-30';
    const sorted = await admin.get(`/api/usage/register?${june}&sortBy=durationMs`);
    expect(sorted.statusCode).toBe(422);
    expect(sorted.json().errors.sortBy).toEqual([
      'Чтобы упорядочить по этому столбцу, сократите период (не более 200 000 запросов)',
    ]);
    expect((await page(admin, june)).meta.total).toBe(300_000);
    expect((await page(admin, `${june}&filterInput=a-now&sortBy=durationMs`)).meta.total).toBe(0);
  });

  it('finds the days a page falls in from the daily counts', () => {
    const days = [
      { day: 'd1', requests: 3 },
      { day: 'd2', requests: 0 },
      { day: 'd3', requests: 4 },
      { day: 'd4', requests: 2 },
    ];
    expect(daysOfPage(days, 0, 2)).toEqual({ first: 'd1', last: 'd1', offset: 0 });
    expect(daysOfPage(days, 2, 2)).toEqual({ first: 'd1', last: 'd3', offset: 2 });
    expect(daysOfPage(days, 3, 4)).toEqual({ first: 'd3', last: 'd3', offset: 0 });
    expect(daysOfPage(days, 7, 10)).toEqual({ first: 'd4', last: 'd4', offset: 0 });
  });
});
