import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  AvailableServicesResponse,
  IngestResult,
  RegisterPage,
  ServiceResponse,
  TariffsPage,
  type BillableOutcomes,
} from '@cabinet/contract';
import { startTestApp, type TestApp, type TestUser } from '../helpers/test-app.js';
import { Session } from '../helpers/session.js';

let t: TestApp;
let admin: Session;
let integrator: Session;
let partner: TestUser;
let asPartner: Session;

beforeAll(async () => {
  t = await startTestApp();
  admin = (await t.signedIn('Admin')).session;
  integrator = (await t.signedIn('Integrator', { roles: ['ProviderIntegrator'] })).session;
  partner = await t.user('Partner');
  asPartner = new Session(t.app);
  await asPartner.login(partner.login, partner.password);
});
afterAll(() => t.close());

const body = (code: string, rule: Record<string, unknown> = {}) => ({
  code,
  name: `Сервис ${code}`,
  upstreamUrl: 'builtin:company-check',
  ...rule,
});

const ruleOf = async (id: number) =>
  ServiceResponse.parse((await admin.get(`/api/services/${id}`)).json()).data.billableOutcomes;

/** A service with a rule, a tariff of 1000 tiyn a request, assigned to the partner. */
async function pricedService(code: string, rule: BillableOutcomes) {
  const created = await admin.post('/api/services/create', body(code, { billableOutcomes: rule }));
  expect(created.statusCode, created.body).toBe(201);
  const service = ServiceResponse.parse(created.json()).data;
  const tariff = await admin.post('/api/tariffs/create', {
    serviceId: service.id,
    name: `Тариф ${code}`,
    tiers: [{ upTo: null, priceMinor: 1000 }],
    validFrom: '2026-01-01',
  });
  expect(tariff.statusCode, tariff.body).toBe(201);
  const assigned = await admin.post(`/api/users/${partner.id}/services/assign`, {
    serviceId: service.id,
    tariffId: tariff.json().data.id,
    from: '2026-01-01',
  });
  expect(assigned.statusCode, assigned.body).toBeLessThan(300);
  return service;
}

describe('a service’s billable outcomes through the API', () => {
  it('is stored, read back, changed, and kept when an update names no rule', async () => {
    const created = await admin.post(
      '/api/services/create',
      body('ruleA', { billableOutcomes: 'success-or-not-found' }),
    );
    expect(created.statusCode, created.body).toBe(201);
    const { id, billableOutcomes } = ServiceResponse.parse(created.json()).data;
    expect(billableOutcomes).toBe('success-or-not-found');
    expect(await ruleOf(id)).toBe('success-or-not-found');

    const changed = await admin.post(
      `/api/services/update/${id}`,
      body('ruleA', { billableOutcomes: 'answered' }),
    );
    expect(changed.statusCode, changed.body).toBe(200);
    expect(await ruleOf(id)).toBe('answered');

    // An older client that knows nothing of the rule does not change it.
    await admin.post(`/api/services/update/${id}`, body('ruleA', { description: 'x' }));
    expect(await ruleOf(id)).toBe('answered');

    // A new service without a rule bills successes only.
    const plain = ServiceResponse.parse(
      (await admin.post('/api/services/create', body('ruleB'))).json(),
    ).data;
    expect(plain.billableOutcomes).toBe('success');
  });

  it('still takes the older failedBillable flag: true is every request, false successes only', async () => {
    const created = ServiceResponse.parse(
      (await admin.post('/api/services/create', body('ruleC', { failedBillable: true }))).json(),
    ).data;
    expect(created.billableOutcomes).toBe('all');
    await admin.post(
      `/api/services/update/${created.id}`,
      body('ruleC', { failedBillable: false }),
    );
    expect(await ruleOf(created.id)).toBe('success');
    // Both given: the rule wins.
    await admin.post(
      `/api/services/update/${created.id}`,
      body('ruleC', { failedBillable: true, billableOutcomes: 'success-or-not-found' }),
    );
    expect(await ruleOf(created.id)).toBe('success-or-not-found');
  });

  it('answers an unknown rule with 422 and a field message in the reader’s language', async () => {
    const messages: Record<string, string> = {};
    for (const language of ['ru', 'en', 'kk']) {
      const session = (await t.signedIn('Admin')).session;
      session.language = language;
      const res = await session.post(
        '/api/services/create',
        body(`ruleBad${language}`, { billableOutcomes: 'failures' }),
      );
      expect(res.statusCode, res.body).toBe(422);
      const errors = res.json().errors.billableOutcomes as string[];
      expect(errors).toHaveLength(1);
      messages[language] = errors[0]!;
    }
    expect(messages.ru).toContain('Выберите, какие запросы оплачиваются');
    expect(messages.en).toContain('Choose which requests are billable');
    expect(messages.kk).toContain('Қай сұраулар төленетінін таңдаңыз');
    const wrongType = await admin.post(
      '/api/services/create',
      body('ruleBadFlag', { failedBillable: 'yes' }),
    );
    expect(wrongType.statusCode).toBe(422);
    expect(wrongType.json().errors.failedBillable).toBeDefined();
  });

  it('the tariffs and the partner’s available services say the service’s rule', async () => {
    const service = await pricedService('ruleShown', 'success-or-not-found');
    const tariffs = TariffsPage.parse(
      (await admin.get(`/api/tariffs?serviceId=${service.id}`)).json(),
    );
    expect(tariffs.data.map((tariff) => tariff.billableOutcomes)).toEqual(['success-or-not-found']);
    const available = AvailableServicesResponse.parse(
      (await asPartner.get('/api/services/available')).json(),
    ).data.find((s) => s.id === service.id);
    expect(available?.billableOutcomes).toBe('success-or-not-found');
  });
});

describe('pricing applies the rule when a request is recorded', () => {
  /** Times before the test app's clock (2026-11-02T09:00Z), all on its day. */
  const hoursAgo = (hours: number) =>
    new Date(t.clock.now().getTime() - hours * 3_600_000).toISOString();
  const record = (code: string, requestId: string, httpStatus: number, time: string) => ({
    requestId,
    userId: partner.id,
    serviceCode: code,
    time,
    status: httpStatus < 300 ? 'success' : 'error',
    httpStatus,
    durationMs: 10,
    subject: '150340010007',
  });
  const ingest = async (records: unknown[]) => {
    const res = await integrator.post('/api/usage/requests', { records });
    expect(res.statusCode, res.body).toBe(200);
    return IngestResult.parse(res.json());
  };
  const register = async (serviceId: number) => {
    const day = (iso: string) => iso.slice(0, 10);
    const query = `startDate=${day(hoursAgo(72))}&endDate=${day(hoursAgo(0))}&rowsPerPage=50`;
    const res = await admin.get(`/api/user/${partner.id}/reports/${serviceId}/register?${query}`);
    expect(res.statusCode, res.body).toBe(200);
    const page = RegisterPage.parse(res.json());
    return Object.fromEntries(
      page.data.map((row) => [row.httpStatus, { billable: row.billable, amount: row.amountMinor }]),
    );
  };

  const cases: [BillableOutcomes, Record<number, boolean>][] = [
    ['success', { 200: true, 404: false, 500: false }],
    ['success-or-not-found', { 200: true, 404: true, 500: false }],
    ['answered', { 200: true, 404: true, 500: false }],
    ['all', { 200: true, 404: true, 500: true }],
  ];

  it('records 200, 404 and 500 answers as billable (1000 tiyn) or not, by each service’s rule', async () => {
    const services = new Map<BillableOutcomes, number>();
    for (const [rule] of cases) services.set(rule, (await pricedService(`in-${rule}`, rule)).id);
    const time = hoursAgo(2);
    const result = await ingest(
      cases.flatMap(([rule]) =>
        [200, 404, 500].map((status) => record(`in-${rule}`, `${rule}-${status}`, status, time)),
      ),
    );
    expect(result.invalid).toEqual([]);
    expect(result.accepted).toBe(12);
    for (const [rule, billable] of cases) {
      const rows = await register(services.get(rule)!);
      expect({ rule, rows }).toEqual({
        rule,
        rows: Object.fromEntries(
          Object.entries(billable).map(([status, yes]) => [
            status,
            { billable: yes, amount: yes ? 1000 : 0 },
          ]),
        ),
      });
    }
    // The day's totals agree with the register.
    const daily = await t.db
      .selectFrom('daily_usage')
      .select(['service_id', 'billable', 'amount_minor'])
      .where('user_id', '=', partner.id)
      .where('service_id', '=', services.get('success-or-not-found')!)
      .execute();
    expect(daily.map((d) => [d.billable, d.amount_minor])).toEqual([[2, 2000]]);
  });

  it('a changed rule prices later requests; earlier ones keep their flag and price', async () => {
    const service = await pricedService('in-changed', 'success');
    await ingest([record('in-changed', 'before-404', 404, hoursAgo(3))]);
    await admin.post(
      `/api/services/update/${service.id}`,
      body('in-changed', { billableOutcomes: 'success-or-not-found' }),
    );
    await ingest([record('in-changed', 'after-404', 404, hoursAgo(1))]);
    const rows = await t.db
      .selectFrom('requests')
      .select(['request_id', 'billable', 'amount_minor'])
      .where('service_id', '=', service.id)
      .orderBy('request_id', 'desc')
      .execute();
    expect(rows.map((r) => [r.request_id, Number(r.billable), r.amount_minor])).toEqual([
      ['before-404', 0, 0],
      ['after-404', 1, 1000],
    ]);
  });
});
