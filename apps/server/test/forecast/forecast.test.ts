import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ForecastResponse, IngestResult, ReportsPage } from '@cabinet/contract';
import { startTestApp, type TestApp, type TestUser } from '../helpers/test-app.js';
import { Session } from '../helpers/session.js';

let t: TestApp;
let admin: Session;
let integrator: TestUser;
let partner: TestUser, member: TestUser, stranger: TestUser;
let serviceId: number;
const code = 'forecastSvc';
/** Almaty noon of the 13th of November: days 1–12 are complete. */
const NOV_13 = '2026-11-13T12:00:00+05:00';
let counter = 0;

const signIn = async (user: TestUser) => {
  const session = new Session(t.app);
  await session.login(user.login, user.password);
  return session;
};

/** `perDay` successful requests of `userId` on each day, at Almaty noon. */
const ingestDays = async (userId: number, days: string[], perDay: number) => {
  const records = days.flatMap((day) =>
    Array.from({ length: perDay }, () => {
      counter += 1;
      return {
        requestId: `f${counter}`,
        userId,
        serviceCode: code,
        time: `${day}T12:00:00+05:00`,
        status: 'success',
        httpStatus: 200,
        durationMs: 10,
        subject: String(100000000000 + counter),
        requestPayload: '{}',
        responsePayload: '{}',
      };
    }),
  );
  const session = await signIn(integrator);
  for (let i = 0; i < records.length; i += 1000) {
    const res = await session.post('/api/usage/requests', {
      records: records.slice(i, i + 1000),
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(IngestResult.parse(res.json()).accepted).toBe(records.slice(i, i + 1000).length);
  }
};
const daysOf = (month: string, from: number, to: number) =>
  Array.from({ length: to - from + 1 }, (_, i) => `${month}-${String(from + i).padStart(2, '0')}`);

const forecast = async (session: Session, query = '') => {
  const res = await session.get(`/api/usage/forecast${query}`);
  expect(res.statusCode, res.body).toBe(200);
  return ForecastResponse.parse(res.json()).data;
};

beforeAll(async () => {
  t = await startTestApp();
  // The tests' "now"; sessions signed in at other times are made there (tokens idle out).
  t.clock.advance(Date.parse(NOV_13) - t.clock.now().getTime());
  admin = (await t.signedIn('Admin')).session;
  integrator = await t.user('Integrator', { roles: ['ProviderIntegrator'] });
  partner = await t.user('Partner');
  member = await t.user('client', { parentId: partner.id });
  stranger = await t.user('client');
  const service = await admin.post('/api/services/create', {
    code,
    name: 'Прогноз',
    upstreamUrl: 'builtin:company-check',
    billableOutcomes: 'success',
  });
  serviceId = service.json().data.id;
  const tariff = await admin.post('/api/tariffs/create', {
    serviceId,
    name: 'F',
    tiers: [
      { upTo: 200, priceMinor: 1000 },
      { upTo: null, priceMinor: 700 },
    ],
    vatIncluded: false,
    vatRate: 12,
    validFrom: '2026-01-01',
  });
  expect(tariff.statusCode, tariff.body).toBe(201);
  await admin.post(`/api/users/${partner.id}/services/assign`, {
    serviceId,
    tariffId: tariff.json().data.id,
    from: '2026-01-01',
  });
  const pack = await admin.post(`/api/users/${partner.id}/tariff-packages/${serviceId}/create`, {
    quota: 400,
    priceMinor: 50_000,
    validFrom: '2026-11-01',
    validTo: '2026-11-30',
  });
  expect(pack.statusCode, pack.body).toBe(201);
  await t.at(NOV_13, async () => {
    await ingestDays(member.id, [...daysOf('2026-10', 1, 31), ...daysOf('2026-11', 1, 12)], 20);
  });
});
afterAll(() => t.close());

describe('the month-end forecast', () => {
  it('projects a flat history on, says what it rests on, and when the package runs out', async () => {
    const data = await t.at(NOV_13, async () => forecast(await signIn(partner)));
    expect(data).toMatchObject({ userId: partner.id, year: 2026, month: 11, daysElapsed: 12 });
    const [service] = data.services;
    expect(service).toMatchObject({
      serviceId,
      requests: { soFar: 240, expected: 600 },
      packageRunsOut: { day: '2026-11-20' },
      basis: { monthDays: 12, previousDays: 31, weekly: false },
    });
    expect(service!.requests.low).toBeLessThanOrEqual(600);
    expect(service!.requests.high).toBeGreaterThanOrEqual(600);
    expect(service!.basis.text).toBe('дни 1–12 этого месяца, 31 дн. до него');
    expect(service!.days[11]).toEqual({ day: '2026-11-12', actual: 20, projected: null });
    expect(service!.days[12]).toEqual({ day: '2026-11-13', actual: 0, projected: 20 });
    // 400 covered by the package, 200 in the first tier at 1000, VAT 12 % on top.
    expect(data.spendMinor.expected).toBe(200_000 + 24_000);
    expect(data.spendMinor.low).toBeLessThanOrEqual(data.spendMinor.expected);
  });

  it('answers in the caller’s language', async () => {
    const session = await signIn(partner);
    const res = await t.at(NOV_13, () =>
      session.get('/api/usage/forecast', { headers: { 'accept-language': 'en' } }),
    );
    const data = ForecastResponse.parse(res.json()).data;
    expect(data.services[0]!.basis.text).toBe('days 1–12 of this month, 31 days before it');
  });

  it('a member sees its own; a partner and an admin may ask for a user; others are refused', async () => {
    const own = await t.at(NOV_13, async () => forecast(await signIn(member)));
    expect(own.userId).toBe(member.id);
    const asked = `?userId=${member.id}`;
    expect((await t.at(NOV_13, async () => forecast(await signIn(partner), asked))).userId).toBe(
      member.id,
    );
    expect((await t.at(NOV_13, () => forecast(admin, asked))).userId).toBe(member.id);
    const otherPartner = await signIn(await t.user('Partner'));
    expect((await otherPartner.get(`/api/usage/forecast${asked}`)).statusCode).toBe(403);
    expect((await (await signIn(stranger)).get(`/api/usage/forecast${asked}`)).statusCode).toBe(
      403,
    );
    const toPartner = `/api/usage/forecast?userId=${partner.id}`;
    expect((await (await signIn(member)).get(toPartner)).statusCode).toBe(403);
    expect((await admin.get('/api/usage/forecast?userId=99999')).statusCode).toBe(404);
    expect((await t.session().get('/api/usage/forecast')).statusCode).toBe(401);
  });

  it('gives the provider’s staff everybody’s forecast, and nobody else', async () => {
    const own = await t.at(NOV_13, async () => forecast(await signIn(partner)));
    const all = await t.at(NOV_13, () => forecast(admin, '?everybody=true'));
    expect(all.userId).not.toBe(partner.id);
    const service = all.services.find((s) => s.serviceId === serviceId)!;
    // Only the partner's circle has used the service so far: everybody's is the partner's.
    expect(service.requests).toEqual(own.services[0]!.requests);
    expect(all.spendMinor).toEqual(own.spendMinor);
    const refused = await (await signIn(partner)).get('/api/usage/forecast?everybody=true');
    expect(refused.statusCode).toBe(403);
    const both = await admin.get(`/api/usage/forecast?everybody=1&userId=${partner.id}`);
    expect(both.statusCode).toBe(422);
    expect(Object.keys(both.json().errors)).toEqual(['userId']);
  });

  it('refuses bad input with 422 and field messages, and a month not yet begun', async () => {
    for (const query of ['?month=13', '?userId=abc', '?year=1999', '?year=2026&month=12']) {
      const res = await t.at(NOV_13, () => admin.get(`/api/usage/forecast${query}`));
      expect(res.statusCode, query).toBe(422);
      expect(Object.keys(res.json().errors ?? {}).length, query).toBeGreaterThan(0);
    }
  });

  it('works from day 3 of a new partner’s first month, and from its first week', async () => {
    const fresh = await t.user('Partner');
    const second = await t.user('Partner');
    await t.at(NOV_13, async () => {
      await ingestDays(fresh.id, daysOf('2026-11', 1, 2), 5);
      await ingestDays(second.id, [...daysOf('2026-10', 26, 31), '2026-11-01'], 8);
    });
    const day3 = await t.at('2026-11-03T10:00:00+05:00', async () => forecast(await signIn(fresh)));
    expect(day3.services[0]).toMatchObject({
      requests: { soFar: 10, expected: 150 },
      basis: { monthDays: 2, previousDays: 0 },
    });
    expect(day3.services[0]!.requests.high).toBeGreaterThan(150);
    const week = await t.at('2026-11-02T10:00:00+05:00', async () =>
      forecast(await signIn(second)),
    );
    expect(week.services[0]).toMatchObject({
      requests: { soFar: 8, expected: 240 },
      basis: { monthDays: 1, previousDays: 6 },
    });
  });

  it('the projected spend is what the statement bills once that volume is recorded', async () => {
    const data = await t.at(NOV_13, async () => forecast(await signIn(partner)));
    const more = data.requests.expected - data.requests.soFar;
    await t.at('2026-11-30T18:00:00+05:00', () => ingestDays(member.id, ['2026-11-25'], more));
    const res = await t.at('2026-11-30T18:00:00+05:00', async () =>
      (await signIn(partner)).get(`/api/user/${partner.id}/reports?month=11&year=2026`),
    );
    const report = ReportsPage.parse(res.json());
    expect(report.totals.requests).toBe(data.requests.expected);
    expect(report.totals.amountMinor).toBe(data.spendMinor.expected);
  });

  it('is in the OpenAPI document, with its query and the contract’s answer', async () => {
    const doc = (await t.app.inject({ method: 'GET', url: '/api/openapi.json' })).json();
    const operation = doc.paths['/api/usage/forecast'].get;
    expect(operation.parameters.map((p: { name: string }) => p.name).sort()).toEqual([
      'everybody',
      'month',
      'userId',
      'year',
    ]);
    expect(JSON.stringify(operation.responses['200'])).toContain(
      '#/components/schemas/ForecastResponse',
    );
    expect(operation.responses['422']).toBeDefined();
  });
});
