import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ApiKeyCreatedResponse, ApiKeysResponse } from '@cabinet/contract';
import { createService } from '../helpers/export-world.js';
import type { Session } from '../helpers/session.js';
import { startTestApp, type TestApp, type TestUser } from '../helpers/test-app.js';

let t: TestApp;
let admin: Session;
let integrator: TestUser;
let partner: { user: TestUser; session: Session };
let member: TestUser;

beforeAll(async () => {
  t = await startTestApp();
  admin = (await t.signedIn('Admin')).session;
  integrator = await t.user('Integrator', { roles: ['ProviderIntegrator'] });
  partner = await t.signedIn('Partner');
  member = await t.user('client', { parentId: partner.user.id });
  await createService(t, 'keyed');
});
afterAll(() => t.close());

async function issue(session: Session, body: Record<string, unknown>) {
  const res = await session.post('/api/api-keys', body);
  expect(res.statusCode, res.body).toBe(201);
  return ApiKeyCreatedResponse.parse(res.json()).data;
}

/** A machine's call: the key as a bearer token, no cookie, no CSRF header. */
const withKey = (key: string, method: 'GET' | 'POST', url: string, body?: unknown) =>
  t.app.inject({
    method,
    url,
    headers: { authorization: `Bearer ${key}`, 'content-type': 'application/json' },
    remoteAddress: '203.0.113.7',
    ...(body === undefined ? {} : { payload: JSON.stringify(body) }),
  });

const record = (requestId: string, userId: number) => ({
  records: [
    {
      requestId,
      userId,
      serviceCode: 'keyed',
      time: t.clock.now().toISOString(),
      status: 'success',
      httpStatus: 200,
      durationMs: 5,
    },
  ],
});

describe('API keys for machines', () => {
  it('an integrator’s system posts usage all day with one key, no CSRF, no idle timeout', async () => {
    const key = await issue(admin, {
      name: 'Шлюз учёта',
      userId: integrator.id,
      abilities: ['usage:write'],
    });
    expect(key.key).toMatch(/^cabk_[A-Za-z0-9_-]{43}$/);
    expect(key.key.startsWith(key.keyStart)).toBe(true);
    // Hours apart: a session token would have died after 10 idle minutes.
    let lastCall = '';
    for (const hour of [0, 3, 9]) {
      lastCall = new Date(t.clock.now().getTime() + hour * 3_600_000).toISOString();
      await t.at(lastCall, async () => {
        const res = await withKey(
          key.key,
          'POST',
          '/api/usage/requests',
          record(`r-${hour}`, member.id),
        );
        expect(res.statusCode, res.body).toBe(200);
        expect(res.json().accepted).toBe(1);
      });
    }
    const listed = ApiKeysResponse.parse((await admin.get('/api/api-keys')).json()).data;
    const mine = listed.find((k) => k.id === key.id)!;
    expect(mine).toMatchObject({ status: 'active', lastUsedIp: '203.0.113.7' });
    expect(mine.lastUsedAt).toBe(lastCall);
    // The key itself is never shown again, nor stored.
    expect(JSON.stringify(listed)).not.toContain(key.key);
    const stored = await t.db.selectFrom('api_keys').selectAll().where('id', '=', key.id).execute();
    expect(JSON.stringify(stored)).not.toContain(key.key.slice(12));
  });

  it('a key does only what its abilities say, and never what the session routes do', async () => {
    const key = await issue(admin, {
      name: 'Только учёт',
      userId: integrator.id,
      abilities: ['usage:write'],
    });
    const call = await withKey(key.key, 'POST', '/api/services/call/keyed', { input: {} });
    expect(call.statusCode).toBe(403);
    expect(call.json().message).toBe('У ключа API нет права «services:call»');
    for (const url of ['/api/user', '/api/api-keys']) {
      const res = await withKey(key.key, 'GET', url);
      expect(res.statusCode, url).toBe(403);
      expect(res.json().message).toContain('Ключ API здесь не принимается');
    }
    // A session token with the session cookie (as the browser sends it) still needs the CSRF
    // pair; a key never does.
    const withoutCsrf = await t.app.inject({
      method: 'POST',
      url: '/api/usage/requests',
      headers: { authorization: `Bearer ${admin.token}`, 'content-type': 'application/json' },
      cookies: { token: admin.token! },
      payload: JSON.stringify(record('csrf-1', member.id)),
    });
    expect(withoutCsrf.statusCode).toBe(419);
  });

  it('a key reads within its owner’s scope only', async () => {
    const key = await issue(partner.session, { name: 'Отчётность', abilities: ['reports:read'] });
    const year = t.clock.now().getUTCFullYear();
    const month = t.clock.now().getUTCMonth() + 1;
    const own = await withKey(
      key.key,
      'GET',
      `/api/user/${member.id}/reports?year=${year}&month=${month}`,
    );
    expect(own.statusCode, own.body).toBe(200);
    const other = await t.user('Partner');
    const foreign = await withKey(
      key.key,
      'GET',
      `/api/user/${other.id}/reports?year=${year}&month=${month}`,
    );
    expect(foreign.statusCode).toBe(403);
  });

  it('a revoked key, an expired one and a blocked owner’s are refused', async () => {
    const revoked = await issue(admin, {
      name: 'Старый',
      userId: integrator.id,
      abilities: ['usage:write'],
    });
    const res = await admin.call('DELETE', `/api/api-keys/${revoked.id}`);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data.status).toBe('revoked');
    expect(
      (await withKey(revoked.key, 'POST', '/api/usage/requests', record('x-1', member.id)))
        .statusCode,
    ).toBe(401);

    const today = t.clock.now().toISOString().slice(0, 10);
    const expiring = await issue(admin, {
      name: 'До конца дня',
      userId: integrator.id,
      abilities: ['usage:write'],
      expiresOn: today,
    });
    expect(
      (await withKey(expiring.key, 'POST', '/api/usage/requests', record('e-1', member.id)))
        .statusCode,
    ).toBe(200);
    await t.at(new Date(t.clock.now().getTime() + 2 * 86_400_000).toISOString(), async () => {
      expect(
        (await withKey(expiring.key, 'POST', '/api/usage/requests', record('e-2', member.id)))
          .statusCode,
      ).toBe(401);
      // Two days on, the morning's session is long gone: the administrator signs in again.
      const later = (await t.signedIn('Admin')).session;
      const listed = ApiKeysResponse.parse((await later.get('/api/api-keys')).json()).data;
      expect(listed.find((k) => k.id === expiring.id)!.status).toBe('expired');
    });
    const past = await admin.post('/api/api-keys', {
      name: 'Вчерашний',
      userId: integrator.id,
      abilities: ['usage:write'],
      expiresOn: '2020-01-01',
    });
    expect(past.statusCode).toBe(422);
    expect(Object.keys(past.json().errors)).toEqual(['expiresOn']);

    const owner = await t.user('Integrator', { roles: ['ProviderIntegrator'] });
    const key = await issue(admin, {
      name: 'Заблокируют',
      userId: owner.id,
      abilities: ['usage:write'],
    });
    await t.db
      .updateTable('users')
      .set({ blocked_at: t.clock.now().toISOString() })
      .where('id', '=', owner.id)
      .execute();
    expect(
      (await withKey(key.key, 'POST', '/api/usage/requests', record('b-1', member.id))).statusCode,
    ).toBe(401);
  });

  it('a partner issues keys for itself only, sees its own, and cannot revoke another’s', async () => {
    const own = await issue(partner.session, {
      name: 'ERP',
      abilities: ['services:call', 'reports:read'],
    });
    const forOther = await partner.session.post('/api/api-keys', {
      name: 'Чужой',
      userId: member.id,
      abilities: ['reports:read'],
    });
    expect(forOther.statusCode).toBe(422);
    expect(Object.keys(forOther.json().errors)).toEqual(['userId']);
    const listed = ApiKeysResponse.parse((await partner.session.get('/api/api-keys')).json()).data;
    expect(listed.length).toBeGreaterThan(0);
    expect(listed.every((k) => k.owner.id === partner.user.id)).toBe(true);
    expect(listed.map((k) => k.id)).toContain(own.id);
    const integratorKeys = ApiKeysResponse.parse(
      (await admin.get('/api/api-keys')).json(),
    ).data.filter((k) => k.owner.id === integrator.id);
    // Another owner's key and a key that does not exist get the same answer: ids cannot be probed.
    const foreign = await partner.session.call('DELETE', `/api/api-keys/${integratorKeys[0]!.id}`);
    const missing = await partner.session.call('DELETE', '/api/api-keys/987654321');
    expect(foreign.statusCode).toBe(403);
    expect([missing.statusCode, missing.json().message]).toEqual([
      foreign.statusCode,
      foreign.json().message,
    ]);
    // An administrator learns that it is missing.
    expect((await admin.call('DELETE', '/api/api-keys/987654321')).statusCode).toBe(404);
    // An administrator issues keys to integrators and partners, not to a partner's users.
    const toMember = await admin.post('/api/api-keys', {
      name: 'Нет',
      userId: member.id,
      abilities: ['reports:read'],
    });
    expect(toMember.statusCode).toBe(422);
    // A partner's user holds no right to keys.
    const client = t.session();
    await client.login(member.login, member.password);
    expect((await client.get('/api/api-keys')).statusCode).toBe(403);
  });

  it('skips CSRF only for a key that verifies, never for the prefix alone', async () => {
    const forged = `cabk_${'x'.repeat(43)}`;
    const signIn = (authorization?: string) =>
      t.app.inject({
        method: 'POST',
        url: '/api/sanctum/token',
        headers: {
          'content-type': 'application/json',
          ...(authorization ? { authorization } : {}),
        },
        payload: JSON.stringify({ login: member.login, password: 'wrong' }),
      });
    // A public route asks the pair whatever bearer comes along: a forged key, or a real one.
    expect((await signIn(`Bearer ${forged}`)).statusCode).toBe(419);
    const real = await issue(admin, {
      name: 'Настоящий',
      userId: integrator.id,
      abilities: ['usage:write'],
    });
    expect((await signIn(`Bearer ${real.key}`)).statusCode).toBe(419);
    // On a signed-in route a key that does not verify is refused, and records nothing.
    const refused = await withKey(forged, 'POST', '/api/usage/requests', record('f-1', member.id));
    expect(refused.statusCode).toBe(401);
    const stored = await t.db
      .selectFrom('requests')
      .select('id')
      .where('request_id', '=', 'f-1')
      .execute();
    expect(stored).toEqual([]);
    expect(
      (await withKey(real.key, 'POST', '/api/usage/requests', record('f-2', member.id))).statusCode,
    ).toBe(200);
  });
});
