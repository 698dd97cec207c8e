import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  AvailableServicesResponse,
  ServiceCallResponse,
  ServiceResponse,
  TariffPackageResponse,
  TariffPackagesResponse,
  TariffResponse,
  TariffsPage,
} from '@cabinet/contract';
import { recordRequests } from '../../src/features/usage/index.js';
import { Calendar } from '../../src/core/calendar.js';
import { startTestApp, type TestApp, type TestUser } from '../helpers/test-app.js';
import { Session } from '../helpers/session.js';

let t: TestApp;
let admin: Session;
let partner: TestUser, other: TestUser, member: TestUser;
let asPartner: Session, asMember: Session, asOther: Session;

const signIn = async (user: TestUser) => {
  const session = new Session(t.app);
  await session.login(user.login, user.password);
  return session;
};

beforeAll(async () => {
  t = await startTestApp();
  admin = (await t.signedIn('Admin')).session;
  partner = await t.user('Partner');
  other = await t.user('Partner');
  member = await t.user('client', { parentId: partner.id });
  asPartner = await signIn(partner);
  asMember = await signIn(member);
  asOther = await signIn(other);
});
afterAll(() => t.close());

const serviceBody = (code: string, overrides: Record<string, unknown> = {}) => ({
  code,
  name: `Сервис ${code}`,
  description: 'Описание',
  documentation: '# Документация\n\nТекст',
  upstreamUrl: 'builtin:almaty-cement',
  form: [
    { name: 'bin', type: 'text', label: 'БИН', required: true, pattern: '^\\d{12}$' },
    { name: 'month', type: 'text', label: 'Месяц', required: false },
  ],
  ...overrides,
});

const tiers = [
  { upTo: 2, priceMinor: 1000 },
  { upTo: null, priceMinor: 600 },
];

async function serviceWithTariff(code: string) {
  const service = ServiceResponse.parse(
    (await admin.post('/api/services/create', serviceBody(code))).json(),
  ).data;
  const tariff = TariffResponse.parse(
    (
      await admin.post('/api/tariffs/create', {
        serviceId: service.id,
        name: `Тариф ${code}`,
        tiers,
        validFrom: '2026-01-01',
      })
    ).json(),
  ).data;
  return { service, tariff };
}

describe('services', () => {
  it('an admin creates and edits a service with a form and documentation', async () => {
    const created = await admin.post('/api/services/create', serviceBody('svcA'));
    expect(created.statusCode, created.body).toBe(201);
    const service = ServiceResponse.parse(created.json()).data;
    expect(service).toMatchObject({ code: 'svcA', status: 'active', billableOutcomes: 'success' });
    expect(service.form.map((f) => f.name)).toEqual(['bin', 'month']);
    expect((await asMember.get(`/api/services/${service.id}`)).json().data.documentation).toContain(
      '# Документация',
    );
    const updated = await admin.post(
      `/api/services/update/${service.id}`,
      serviceBody('svcA', { status: 'disabled', billableOutcomes: 'success-or-not-found' }),
    );
    expect(updated.json().data).toMatchObject({
      status: 'disabled',
      billableOutcomes: 'success-or-not-found',
    });
    // Disabled, it is gone for everybody who cannot edit services.
    expect((await asMember.get(`/api/services/${service.id}`)).statusCode).toBe(404);
  });

  it('validates code, form fields and the upstream address', async () => {
    const res = await admin.post(
      '/api/services/create',
      serviceBody('1bad code', {
        upstreamUrl: 'ftp://x',
        form: [
          { name: 'Bad Name', type: 'text', label: 'x' },
          { name: 'ok', type: 'text', label: 'y', pattern: '([' },
        ],
      }),
    );
    expect(res.statusCode).toBe(422);
    const { errors } = res.json();
    expect(errors.code).toBeDefined();
    expect(errors.upstreamUrl).toEqual(['Адрес сервиса должен начинаться с http:// или https://']);
    expect(errors['form.0.name']).toBeDefined();
    expect(errors['form.1.pattern']).toEqual([
      'Шаблон не является корректным регулярным выражением',
    ]);
    await admin.post('/api/services/create', serviceBody('svcDup'));
    expect(
      (await admin.post('/api/services/create', serviceBody('svcDup'))).json().errors.code,
    ).toEqual(['Сервис с таким кодом уже есть']);
  });

  it('only staff may create or edit services', async () => {
    expect((await asPartner.post('/api/services/create', serviceBody('svcP'))).statusCode).toBe(
      403,
    );
    expect((await asMember.post('/api/services/update/1', serviceBody('svcP'))).statusCode).toBe(
      403,
    );
  });
});

describe('tariffs', () => {
  it('validates tiers: increasing bounds, an open last tier, whole minor units', async () => {
    const { service } = await serviceWithTariff('svcT1');
    const bad = async (tierList: unknown) =>
      (
        await admin.post('/api/tariffs/create', {
          serviceId: service.id,
          name: 'x',
          tiers: tierList,
          validFrom: '2026-01-01',
        })
      ).json().errors.tiers;
    expect(await bad([{ upTo: 10, priceMinor: 1 }])).toEqual([
      'Последняя ступень должна быть без верхней границы',
    ]);
    expect(
      await bad([
        { upTo: 10, priceMinor: 1 },
        { upTo: 5, priceMinor: 1 },
        { upTo: null, priceMinor: 1 },
      ]),
    ).toEqual(['Границы ступеней должны возрастать']);
    expect(await bad([])).toEqual(['Укажите хотя бы одну ступень цены']);
    const fraction = await admin.post('/api/tariffs/create', {
      serviceId: service.id,
      name: 'x',
      tiers: [{ upTo: null, priceMinor: 10.5 }],
      validFrom: '2026-01-01',
    });
    expect(fraction.json().errors['tiers.0.priceMinor']).toEqual([
      'Сумма указывается в тиынах, целым числом',
    ]);
    const reversed = await admin.post('/api/tariffs/create', {
      serviceId: service.id,
      name: 'x',
      tiers,
      validFrom: '2026-05-01',
      validTo: '2026-04-01',
    });
    expect(reversed.json().errors.validTo).toEqual(['Конец периода раньше начала']);
  });

  it('a tariff in use keeps its prices and cannot be deleted, only ended', async () => {
    const { service, tariff } = await serviceWithTariff('svcT2');
    expect(tariff).toMatchObject({ currency: 'KZT', vatIncluded: true, vatRate: 12, inUse: false });
    await admin.post(`/api/users/${partner.id}/services/assign`, {
      serviceId: service.id,
      tariffId: tariff.id,
      from: '2026-11-01',
    });
    const body = { serviceId: service.id, name: 'Новое имя', tiers, validFrom: '2026-01-01' };
    expect((await admin.post(`/api/tariffs/update/${tariff.id}`, body)).json().data.name).toBe(
      'Новое имя',
    );
    const repriced = await admin.post(`/api/tariffs/update/${tariff.id}`, {
      ...body,
      tiers: [{ upTo: null, priceMinor: 1 }],
    });
    expect(repriced.statusCode).toBe(409);
    expect((await admin.post(`/api/tariffs/delete/${tariff.id}`)).statusCode).toBe(409);
    const ended = await admin.post(`/api/tariffs/end/${tariff.id}`, { validTo: '2026-12-31' });
    expect(ended.json().data.validTo).toBe('2026-12-31');
    const assignment = (await admin.get(`/api/users/${partner.id}/services`))
      .json()
      .data.find((a: { tariffId: number }) => a.tariffId === tariff.id);
    expect(assignment.validTo).toBe('2026-12-31');
  });

  it('deletes a tariff nobody uses', async () => {
    const { tariff } = await serviceWithTariff('svcT3');
    expect((await admin.post(`/api/tariffs/delete/${tariff.id}`)).statusCode).toBe(200);
    expect((await admin.get(`/api/tariffs/${tariff.id}`)).statusCode).toBe(404);
  });

  it('partners see only the tariffs that apply to them', async () => {
    const mine = await serviceWithTariff('svcT4');
    const theirs = await serviceWithTariff('svcT5');
    await admin.post(`/api/users/${partner.id}/services/assign`, {
      serviceId: mine.service.id,
      tariffId: mine.tariff.id,
      from: '2026-11-01',
    });
    await admin.post(`/api/users/${other.id}/services/assign`, {
      serviceId: theirs.service.id,
      tariffId: theirs.tariff.id,
      from: '2026-11-01',
    });
    const seen = TariffsPage.parse(
      (await asPartner.get('/api/tariffs?rowsPerPage=100')).json(),
    ).data.map((x) => x.id);
    expect(seen).toContain(mine.tariff.id);
    expect(seen).not.toContain(theirs.tariff.id);
    expect((await asPartner.get(`/api/tariffs/${theirs.tariff.id}`)).statusCode).toBe(403);
    expect((await asMember.get(`/api/tariffs/${mine.tariff.id}`)).statusCode).toBe(200);
    expect(
      (
        await asPartner.post('/api/tariffs/create', {
          serviceId: mine.service.id,
          name: 'x',
          tiers,
          validFrom: '2026-01-01',
        })
      ).statusCode,
    ).toBe(403);
  });
});

describe('switching a tariff from a date keeps past usage at its old price', () => {
  it('prices requests before and after the switch by the tariff in force on their day', async () => {
    const { service, tariff: cheap } = await serviceWithTariff('svcS1');
    const dear = TariffResponse.parse(
      (
        await admin.post('/api/tariffs/create', {
          serviceId: service.id,
          name: 'Дорогой',
          tiers: [{ upTo: null, priceMinor: 9000 }],
          validFrom: '2026-01-01',
        })
      ).json(),
    ).data;
    const user = await t.user('client');
    await admin.post(`/api/users/${user.id}/services/assign`, {
      serviceId: service.id,
      tariffId: cheap.id,
      from: '2026-10-01',
    });
    await admin.post(`/api/users/${user.id}/services/assign`, {
      serviceId: service.id,
      tariffId: dear.id,
      from: '2026-10-15',
    });
    const assignments = (await admin.get(`/api/users/${user.id}/services`)).json().data;
    expect(
      assignments.map((a: { tariffId: number; validFrom: string; validTo: string | null }) => [
        a.tariffId,
        a.validFrom,
        a.validTo,
      ]),
    ).toEqual([
      [dear.id, '2026-10-15', null],
      [cheap.id, '2026-10-01', '2026-10-14'],
    ]);
    const record = (requestId: string, requestedAt: string) => ({
      requestId,
      userId: user.id,
      serviceId: service.id,
      requestedAt,
      status: 'success' as const,
      httpStatus: 200,
      durationMs: 5,
      subject: '',
      requestPayload: '{}',
      responsePayload: '{}',
    });
    const { accepted } = await recordRequests(t.db, new Calendar('Asia/Almaty'), [
      record('r1', '2026-10-10T10:00:00.000Z'),
      record('r2', '2026-10-20T10:00:00.000Z'),
    ]);
    expect(accepted.map((r) => r.amountMinor)).toEqual([1000, 9000]);
  });

  it('refuses a tariff of another service, or outside its validity', async () => {
    const a = await serviceWithTariff('svcS2');
    const b = await serviceWithTariff('svcS3');
    const user = await t.user('client');
    const wrong = await admin.post(`/api/users/${user.id}/services/assign`, {
      serviceId: a.service.id,
      tariffId: b.tariff.id,
      from: '2026-11-01',
    });
    expect(wrong.json().errors.tariffId).toEqual(['Тариф относится к другому сервису']);
    const early = await admin.post(`/api/users/${user.id}/services/assign`, {
      serviceId: a.service.id,
      tariffId: a.tariff.id,
      from: '2025-06-01',
    });
    expect(early.json().errors.from).toEqual(['На эту дату тариф не действует']);
  });
});

describe('packages and the service form', () => {
  it('a partner’s user calls the service; the partner’s package covers it and its used count goes up', async () => {
    const { service, tariff } = await serviceWithTariff('svcF1');
    const today = t.clock.now().toISOString().slice(0, 10);
    await admin.post(`/api/users/${partner.id}/services/assign`, {
      serviceId: service.id,
      tariffId: tariff.id,
      from: '2026-11-01',
    });
    const created = await admin.post(
      `/api/users/${partner.id}/tariff-packages/${service.id}/create`,
      {
        quota: 2,
        priceMinor: 100000,
        validFrom: '2026-11-01',
        validTo: '2026-11-30',
      },
    );
    expect(created.statusCode, created.body).toBe(201);
    const pkg = TariffPackageResponse.parse(created.json()).data;
    expect(pkg).toMatchObject({ quota: 2, used: 0, remaining: 2, status: 'active' });

    const available = AvailableServicesResponse.parse(
      (await asMember.get('/api/services/available')).json(),
    ).data;
    expect(available.find((s) => s.id === service.id)).toMatchObject({
      hasForm: true,
      packageRemaining: 2,
      tariff: { id: tariff.id },
    });

    const calls = [];
    for (let i = 0; i < 3; i += 1) {
      const res = await asMember.post(`/api/services/call/${service.code}`, {
        input: { bin: '150340010007', month: '2026-10' },
      });
      expect(res.statusCode, res.body).toBe(200);
      calls.push(ServiceCallResponse.parse(res.json()).data);
    }
    expect(calls.map((c) => [c.coveredByPackage, c.amountMinor])).toEqual([
      [true, 0],
      [true, 0],
      [false, 1000],
    ]);
    expect(calls[0]!.response).toMatchObject({ bin: '150340010007' });
    const packages = TariffPackagesResponse.parse(
      (await asPartner.get(`/api/users/${partner.id}/tariff-packages/${service.id}`)).json(),
    ).data;
    expect(packages[0]).toMatchObject({ used: 2, remaining: 0, status: 'exhausted' });

    const register = await t.db
      .selectFrom('requests')
      .selectAll()
      .where('user_id', '=', member.id)
      .where('service_id', '=', service.id)
      .execute();
    expect(register).toHaveLength(3);
    expect(register.every((r) => r.subject === '150340010007' && r.day === today)).toBe(true);
    const usage = await t.db
      .selectFrom('daily_usage')
      .selectAll()
      .where('user_id', '=', member.id)
      .where('service_id', '=', service.id)
      .execute();
    expect(usage).toEqual([
      expect.objectContaining({ day: today, requests: 3, successful: 3, billable: 3, covered: 2 }),
    ]);
    expect(Number(usage[0]!.amount_minor)).toBe(
      register.reduce((sum, r) => sum + Number(r.amount_minor), 0),
    );
  });

  it('offers a service from the first minute of its first day in the provider’s time zone', async () => {
    const { service, tariff } = await serviceWithTariff('svcEve');
    // 20:00 UTC on 2 November is 01:00 on the 3rd in Almaty, the provider's day. Sessions of
    // their own: the others' would have been idle for hours by then.
    await t.at('2026-11-02T20:00:00Z', async () => {
      const staff = (await t.signedIn('Admin')).session;
      const assigned = await staff.post(`/api/users/${other.id}/services/assign`, {
        serviceId: service.id,
        tariffId: tariff.id,
        from: '2026-11-03',
      });
      expect(assigned.statusCode, assigned.body).toBeLessThan(300);
      const available = AvailableServicesResponse.parse(
        (await (await signIn(other)).get('/api/services/available')).json(),
      ).data;
      expect(available.map((s) => s.code)).toContain('svcEve');
    });
  });

  it('validates the form input with the service’s own rules', async () => {
    const { service, tariff } = await serviceWithTariff('svcF2');
    await admin.post(`/api/users/${partner.id}/services/assign`, {
      serviceId: service.id,
      tariffId: tariff.id,
      from: '2026-11-01',
    });
    const res = await asMember.post(`/api/services/call/${service.code}`, {
      input: { bin: '123', extra: 'x' },
    });
    expect(res.statusCode).toBe(422);
    expect(res.json().errors['input.bin']).toEqual(['Значение не подходит по формату']);
    const empty = await asMember.post(`/api/services/call/${service.code}`, { input: {} });
    expect(empty.json().errors['input.bin']).toEqual(['Обязательное поле']);
    expect(
      await t.db.selectFrom('requests').select('id').where('service_id', '=', service.id).execute(),
    ).toEqual([]);
  });

  it('a service that is not connected for the caller cannot be called', async () => {
    const { service } = await serviceWithTariff('svcF3');
    const res = await asOther.post(`/api/services/call/${service.code}`, {
      input: { bin: '150340010007' },
    });
    expect(res.statusCode).toBe(403);
    expect(res.json().message).toBe('Этот сервис вам не подключён');
  });

  it('packages: extend, refuse shrinking, close; others’ packages stay hidden', async () => {
    const { service } = await serviceWithTariff('svcF4');
    const pkg = TariffPackageResponse.parse(
      (
        await admin.post(`/api/users/${partner.id}/tariff-packages/${service.id}/create`, {
          quota: 10,
          priceMinor: 5000,
          validFrom: '2026-11-01',
          validTo: '2026-11-30',
        })
      ).json(),
    ).data;
    const base = `/api/users/${partner.id}/tariff-packages/${service.id}`;
    expect(
      (await admin.post(`${base}/extend/${pkg.id}`, { validTo: '2026-12-31', addQuota: 5 })).json()
        .data,
    ).toMatchObject({ quota: 15, validTo: '2026-12-31' });
    expect(
      (await admin.post(`${base}/extend/${pkg.id}`, { validTo: '2026-11-15' })).json().errors
        .validTo,
    ).toEqual(['Пакет можно только продлить, не сократить']);
    expect((await admin.post(`${base}/close/${pkg.id}`)).json().data.status).toBe('closed');
    expect((await asOther.get(base)).statusCode).toBe(403);
    expect(
      (
        await asPartner.post(`${base}/create`, {
          quota: 1,
          priceMinor: 1,
          validFrom: '2026-11-01',
          validTo: '2026-11-30',
        })
      ).statusCode,
    ).toBe(403);
    expect(
      (await asMember.get(`/api/users/${member.id}/tariff-packages/${service.id}`)).statusCode,
    ).toBe(200);
    expect((await asMember.get(base)).statusCode).toBe(403);
  });
});
