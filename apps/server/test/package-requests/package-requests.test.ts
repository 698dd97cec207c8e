import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  PackageRequestResponse,
  PackageRequestsPage,
  ServiceResponse,
  TariffPackagesResponse,
  TariffResponse,
} from '@cabinet/contract';
import { startTestApp, type TestApp, type TestUser } from '../helpers/test-app.js';
import { Session } from '../helpers/session.js';

let t: TestApp;
let admin: Session;
let partner: TestUser, member: TestUser, other: TestUser, otherMember: TestUser;
let asPartner: Session, asMember: Session, asOther: Session;
let serviceId: number;
let unassignedServiceId: number;

const signIn = async (user: TestUser) => {
  const session = new Session(t.app);
  await session.login(user.login, user.password);
  return session;
};

async function createService(code: string) {
  const service = ServiceResponse.parse(
    (
      await admin.post('/api/services/create', {
        code,
        name: `Сервис ${code}`,
        description: '',
        documentation: '',
        upstreamUrl: 'builtin:almaty-cement',
        form: [],
      })
    ).json(),
  ).data;
  const tariff = TariffResponse.parse(
    (
      await admin.post('/api/tariffs/create', {
        serviceId: service.id,
        name: `Тариф ${code}`,
        tiers: [{ upTo: null, priceMinor: 1000 }],
        validFrom: '2026-01-01',
      })
    ).json(),
  ).data;
  return { service, tariff };
}

const body = (overrides: Record<string, unknown> = {}) => ({
  userId: partner.id,
  serviceId,
  quota: 500,
  validFrom: '2026-12-01',
  validTo: '2026-12-31',
  comment: 'На декабрь',
  ...overrides,
});

beforeAll(async () => {
  t = await startTestApp();
  admin = (await t.signedIn('Admin')).session;
  partner = await t.user('Partner');
  member = await t.user('client', { parentId: partner.id });
  other = await t.user('Partner');
  otherMember = await t.user('client', { parentId: other.id });
  asPartner = await signIn(partner);
  asMember = await signIn(member);
  asOther = await signIn(other);
  const { service, tariff } = await createService('pkgSvc');
  serviceId = service.id;
  unassignedServiceId = (await createService('pkgNone')).service.id;
  for (const holder of [partner, other]) {
    const res = await admin.post(`/api/users/${holder.id}/services/assign`, {
      serviceId,
      tariffId: tariff.id,
      from: '2026-01-01',
    });
    expect(res.statusCode, res.body).toBeLessThan(300);
  }
});
afterAll(() => t.close());

describe('package requests', () => {
  it('a partner asks for a package; an admin approves it at a price and the package exists', async () => {
    const sent = await asPartner.post('/api/package-requests/create', body());
    expect(sent.statusCode, sent.body).toBe(201);
    const request = PackageRequestResponse.parse(sent.json()).data;
    expect(request).toMatchObject({ status: 'pending', quota: 500, packageId: null });
    expect(sent.json().message).toBe('Заявка на пакет отправлена');

    const pending = PackageRequestsPage.parse(
      (await admin.get('/api/package-requests?status=pending')).json(),
    );
    expect(pending.data.map((r) => r.id)).toContain(request.id);

    const approved = await admin.post(`/api/package-requests/${request.id}/approve`, {
      priceMinor: 2_500_000,
    });
    expect(approved.statusCode, approved.body).toBe(200);
    const decided = PackageRequestResponse.parse(approved.json()).data;
    expect(decided).toMatchObject({ status: 'approved', priceMinor: 2_500_000, currency: 'KZT' });
    expect(decided.packageId).not.toBeNull();

    const packages = TariffPackagesResponse.parse(
      (await asPartner.get(`/api/users/${partner.id}/tariff-packages/${serviceId}`)).json(),
    ).data;
    expect(packages).toContainEqual(
      expect.objectContaining({
        id: decided.packageId,
        quota: 500,
        priceMinor: 2_500_000,
        validFrom: '2026-12-01',
        validTo: '2026-12-31',
      }),
    );

    const again = await admin.post(`/api/package-requests/${request.id}/reject`, { note: 'нет' });
    expect(again.statusCode).toBe(409);
  });

  it('a partner asks for its own user (the partner’s assignment counts) and may withdraw', async () => {
    const sent = await asPartner.post('/api/package-requests/create', body({ userId: member.id }));
    expect(sent.statusCode, sent.body).toBe(201);
    const { id } = sent.json().data;
    // A client's requests are its partner's business by default.
    expect((await asMember.get('/api/package-requests')).statusCode).toBe(403);
    const cancelled = await asPartner.post(`/api/package-requests/${id}/cancel`);
    expect(cancelled.json().data.status).toBe('cancelled');
  });

  it('an admin rejects with a reason, which is required', async () => {
    const { id } = (await asPartner.post('/api/package-requests/create', body())).json().data;
    const empty = await admin.post(`/api/package-requests/${id}/reject`, { note: ' ' });
    expect(empty.statusCode).toBe(422);
    expect(empty.json().errors.note).toEqual(['Обязательное поле']);
    const rejected = await admin.post(`/api/package-requests/${id}/reject`, {
      note: 'Квота слишком велика',
    });
    expect(rejected.json().data).toMatchObject({
      status: 'rejected',
      decisionNote: 'Квота слишком велика',
    });
  });

  it('a partner cannot approve or reject', async () => {
    const { id } = (await asPartner.post('/api/package-requests/create', body())).json().data;
    expect(
      (await asPartner.post(`/api/package-requests/${id}/approve`, { priceMinor: 1 })).statusCode,
    ).toBe(403);
    expect(
      (await asPartner.post(`/api/package-requests/${id}/reject`, { note: 'x' })).statusCode,
    ).toBe(403);
  });

  it('a partner cannot request for another partner or its users, nor see or cancel theirs', async () => {
    expect(
      (await asPartner.post('/api/package-requests/create', body({ userId: other.id }))).statusCode,
    ).toBe(403);
    expect(
      (await asPartner.post('/api/package-requests/create', body({ userId: otherMember.id })))
        .statusCode,
    ).toBe(403);
    const theirs = (
      await asOther.post('/api/package-requests/create', body({ userId: other.id }))
    ).json().data;
    const mine = PackageRequestsPage.parse((await asPartner.get('/api/package-requests')).json());
    expect(mine.data.every((r) => r.userId === partner.id || r.userId === member.id)).toBe(true);
    expect(mine.data.map((r) => r.id)).not.toContain(theirs.id);
    expect((await asPartner.post(`/api/package-requests/${theirs.id}/cancel`)).statusCode).toBe(
      403,
    );
    expect((await asPartner.post('/api/package-requests/999999/cancel')).statusCode).toBe(403);
  });

  it('a client may not ask by default, and nobody unsigned may', async () => {
    expect(
      (await asMember.post('/api/package-requests/create', body({ userId: member.id }))).statusCode,
    ).toBe(403);
    expect((await t.session().post('/api/package-requests/create', body())).statusCode).toBe(401);
    expect((await t.session().get('/api/package-requests')).statusCode).toBe(401);
  });

  it('422 on bad input: quota, period, unknown fields and a service the user does not have', async () => {
    const bad = await asPartner.post(
      '/api/package-requests/create',
      body({ quota: 0, validTo: '2026-11-01', extra: 1 }),
    );
    expect(bad.statusCode).toBe(422);
    const { errors } = bad.json();
    expect(errors.quota).toEqual(['Количество запросов должно быть больше нуля']);
    expect(Object.keys(errors)).toContain('validTo');
    const notAssigned = await asPartner.post(
      '/api/package-requests/create',
      body({ serviceId: unassignedServiceId }),
    );
    expect(notAssigned.statusCode).toBe(422);
    expect(notAssigned.json().errors.serviceId).toBeDefined();
    const priceless = await admin.post('/api/package-requests/1/approve', { priceMinor: 1.5 });
    expect(priceless.statusCode).toBe(422);
    asPartner.language = 'en';
    const english = await asPartner.post('/api/package-requests/create', body({ quota: -1 }));
    asPartner.language = undefined;
    expect(english.json().errors.quota).toEqual([
      'The number of requests must be greater than zero',
    ]);
  });

  it('an admin gets 404 for an unknown request', async () => {
    expect(
      (await admin.post('/api/package-requests/999999/approve', { priceMinor: 1 })).statusCode,
    ).toBe(404);
  });
});
