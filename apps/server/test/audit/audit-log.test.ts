import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parse } from 'csv-parse/sync';
import {
  ApiKeyCreatedResponse,
  AuditPage,
  TariffResponse,
  type AuditEntry,
} from '@cabinet/contract';
import { routesOf } from '../../src/core/auth/guard.js';
import { removeExpiredAuditEntries } from '../../src/core/audit/retention.js';
import type { Session } from '../helpers/session.js';
import { startTestApp, type TestApp, type TestUser } from '../helpers/test-app.js';

let t: TestApp;
let admin: Session;
let partnerA: { user: TestUser; session: Session };
let partnerB: { user: TestUser; session: Session };
let tariffId: number;

const newUser = (login: string, parentId: number) => ({
  login,
  email: `${login}@example.kz`,
  name: 'Имя',
  surname: 'Фамилия',
  password: 'user secret 123',
  roles: ['client'],
  parent_id: parentId,
});

async function entries(session: Session, query = ''): Promise<AuditEntry[]> {
  const res = await session.get(`/api/audit?rowsPerPage=0${query}`);
  expect(res.statusCode, res.body).toBe(200);
  return AuditPage.parse(res.json()).data;
}

beforeAll(async () => {
  t = await startTestApp();
  admin = (await t.signedIn('Admin')).session;
  partnerA = await t.signedIn('Partner');
  partnerB = await t.signedIn('Partner');
  const service = await admin.post('/api/services/create', {
    code: 'audited',
    name: 'Сервис',
    description: '',
    documentation: '',
    upstreamUrl: 'builtin:almaty-cement',
    form: [],
  });
  expect(service.statusCode, service.body).toBe(201);
  const tariff = await admin.post('/api/tariffs/create', {
    serviceId: service.json().data.id,
    name: 'Базовый',
    tiers: [{ upTo: null, priceMinor: 1000 }],
    validFrom: '2026-01-01',
  });
  expect(tariff.statusCode, tariff.body).toBe(201);
  tariffId = TariffResponse.parse(tariff.json()).data.id;
});
afterAll(() => t.close());

describe('the audit log', () => {
  it('records a tariff update with before and after, and the admin sees it', async () => {
    const res = await admin.post(`/api/tariffs/update/${tariffId}`, {
      serviceId: (await admin.get(`/api/tariffs/${tariffId}`)).json().data.serviceId,
      name: 'Базовый 2',
      tiers: [{ upTo: null, priceMinor: 1500 }],
      validFrom: '2026-01-01',
    });
    expect(res.statusCode, res.body).toBe(200);
    const [entry] = await entries(admin, `&objectType=tariff&objectId=${tariffId}`);
    expect(entry).toMatchObject({ action: 'tariff.update', objectId: String(tariffId) });
    expect(entry!.before).toMatchObject({ name: 'Базовый', tiers: [{ priceMinor: 1000 }] });
    expect(entry!.after).toMatchObject({ name: 'Базовый 2', tiers: [{ priceMinor: 1500 }] });
    expect(entry!.ip).toBeTruthy();
    expect(entry!.actorId).not.toBeNull();
  });

  it('records nothing for a refused change', async () => {
    const before = (await entries(admin)).length;
    const res = await admin.post(`/api/tariffs/update/${tariffId}`, { name: '' });
    expect(res.statusCode).toBe(422);
    expect(await entries(admin)).toHaveLength(before);
  });

  it('never keeps a password or an API key secret', async () => {
    const created = await partnerA.session.post(
      '/api/partner-users/create',
      newUser('audit-a1', partnerA.user.id),
    );
    expect(created.statusCode, created.body).toBe(201);
    const userId = created.json().data.id as number;
    const set = await partnerA.session.post(`/api/partner-users/password-change/${userId}`, {
      password: 'another secret 456',
      confirmPassword: 'another secret 456',
    });
    expect(set.statusCode, set.body).toBe(200);
    const issued = await admin.post('/api/api-keys', {
      name: 'Шлюз',
      userId: partnerA.user.id,
      abilities: ['usage:write'],
    });
    expect(issued.statusCode, issued.body).toBe(201);
    const key = ApiKeyCreatedResponse.parse(issued.json()).data.key;

    const raw = await t.db.selectFrom('audit_log').select(['before', 'after']).execute();
    const text = JSON.stringify(raw);
    expect(text).not.toContain('user secret 123');
    expect(text).not.toContain('another secret 456');
    expect(text).not.toContain(key);
    expect(text).not.toContain('$argon2');
    const keyEntry = (await entries(admin, '&objectType=api-key'))[0]!;
    expect(keyEntry.after).toMatchObject({ key_hash: '***' });
    const userEntry = (await entries(admin, `&objectType=user&objectId=${userId}`))[0]!;
    expect(userEntry).toMatchObject({ action: 'user.password-set' });
    expect(userEntry.after).toMatchObject({ password_hash: '***', login: 'audit-a1' });
  });

  it('shows a partner its own circle’s changes and none of another partner’s', async () => {
    const b = await partnerB.session.post(
      '/api/partner-users/create',
      newUser('audit-b1', partnerB.user.id),
    );
    expect(b.statusCode, b.body).toBe(201);

    const seenByA = await entries(partnerA.session);
    expect(seenByA.length).toBeGreaterThan(0);
    expect(seenByA.every((e) => e.actorPartnerId === partnerA.user.id)).toBe(true);
    expect(seenByA.some((e) => e.action === 'user.create')).toBe(true);
    expect(JSON.stringify(seenByA)).not.toContain('audit-b1');

    // Filters never widen the scope: neither B's actor id nor B's object.
    expect(await entries(partnerA.session, `&actorId=${partnerB.user.id}`)).toEqual([]);
    expect(
      await entries(partnerA.session, `&objectType=user&objectId=${b.json().data.id}`),
    ).toEqual([]);
    expect(await entries(partnerA.session, '&objectType=tariff')).toEqual([]);

    const csv = await partnerA.session.get('/api/audit/export');
    expect(csv.statusCode).toBe(200);
    expect(csv.headers['content-type']).toMatch(/text\/csv/);
    expect(csv.body).toContain('audit-a1');
    expect(csv.body).not.toContain('audit-b1');
    const rows = parse(csv.body, { delimiter: ';', bom: true, relax_column_count: true });
    expect(rows.length - 1).toBe(seenByA.length);
    // In English the same file splits on `,`, as English spreadsheets read it (issue 40).
    const english = await partnerA.session.get('/api/audit/export', {
      headers: { 'accept-language': 'en' },
    });
    const englishRows = parse(english.body, { delimiter: ',', bom: true });
    expect(englishRows.length - 1).toBe(seenByA.length);
    expect(englishRows[0]).toEqual(rows[0]);

    const all = await entries(admin);
    expect(all.some((e) => e.actorPartnerId === partnerB.user.id)).toBe(true);
    expect(all.some((e) => e.actorPartnerId === partnerA.user.id)).toBe(true);
  });

  it('filters by period in the provider’s days', async () => {
    expect(await entries(admin, '&startDate=2026-11-03')).toEqual([]);
    expect(
      (await entries(admin, '&startDate=2026-11-02&endDate=2026-11-02')).length,
    ).toBeGreaterThan(0);
    expect(await entries(admin, '&endDate=2026-11-01')).toEqual([]);
  });

  it('records a role saved twice and a user blocked, each with what changed', async () => {
    const role = { key: 'auditors', name: 'Аудиторы', description: 'Читают журнал' };
    const created = await admin.post('/api/access-control/role', { ...role, rules: [] });
    expect(created.statusCode, created.body).toBe(201);
    const roleId = created.json().data.id as number;
    const updated = await admin.post(`/api/access-control/role/${roleId}`, {
      ...role,
      rules: ['audit.view'],
    });
    expect(updated.statusCode, updated.body).toBe(200);
    const [save, create] = await entries(admin, `&objectType=role&objectId=${roleId}`);
    expect(create).toMatchObject({ action: 'role.save', before: null });
    expect(JSON.stringify(save!.before)).not.toContain('audit.view');
    expect(JSON.stringify(save!.after)).toContain('audit.view');

    const user = await t.user('client', { parentId: partnerA.user.id });
    const blocked = await partnerA.session.post(`/api/partner-users/update/${user.id}`, {
      login: user.login,
      email: user.email,
      blocked: true,
    });
    expect(blocked.statusCode, blocked.body).toBe(200);
    const [entry] = await entries(partnerA.session, `&objectType=user&objectId=${user.id}`);
    expect(entry).toMatchObject({ action: 'user.update', actorPartnerId: partnerA.user.id });
    expect(entry!.before).toMatchObject({ blocked_at: null });
    expect(entry!.after!.blocked_at).not.toBeNull();
  });

  it('refuses a caller without audit.view', async () => {
    const client = await t.signedIn('client', { parentId: partnerA.user.id });
    expect((await client.session.get('/api/audit')).statusCode).toBe(403);
    expect((await client.session.get('/api/audit/export')).statusCode).toBe(403);
    expect((await t.session().get('/api/audit')).statusCode).toBe(401);
  });

  it('has no route that changes or deletes an entry', () => {
    const audit = routesOf(t.app).filter((r) => r.url.startsWith('/api/audit'));
    expect(audit.length).toBeGreaterThan(0);
    expect(audit.every((r) => r.method === 'GET' || r.method === 'HEAD')).toBe(true);
  });

  it('retention removes only entries older than the configured days', async () => {
    const now = t.clock.now();
    const old = new Date(now.getTime() - 40 * 86_400_000).toISOString();
    const recent = new Date(now.getTime() - 10 * 86_400_000).toISOString();
    for (const at of [old, recent])
      await t.db
        .insertInto('audit_log')
        .values({ at, action: 'tariff.update', object_type: 'tariff', object_id: 'retention' })
        .execute();
    const total = (await entries(admin)).length;
    expect(await removeExpiredAuditEntries(t.db, now, undefined)).toBe(0);
    expect(await removeExpiredAuditEntries(t.db, now, 30)).toBe(1);
    const left = await entries(admin, '&objectId=retention');
    expect(left.map((e) => e.at)).toEqual([recent]);
    expect((await entries(admin)).length).toBe(total - 1);
  });
});
