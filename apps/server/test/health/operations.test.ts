import fs from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Readiness } from '@cabinet/contract';
import { startTestApp, type TestApp } from '../helpers/test-app.js';
import type { Session } from '../helpers/session.js';
import { TEST_REDIS_URL, testRedisPrefix, removeRedisKeys } from '../helpers/test-redis.js';

let t: TestApp;
let admin: Session;

beforeAll(async () => {
  t = await startTestApp();
  admin = (await t.signedIn('Admin')).session;
});
afterAll(() => t.close());

/** One sample of a Prometheus text exposition, by metric name and exact labels. */
function sample(text: string, name: string, labels: Record<string, string> = {}): number | null {
  for (const line of text.split('\n')) {
    const match = /^([a-z_:]+)(?:\{(.*)\})? (\S+)$/.exec(line);
    if (!match || match[1] !== name) continue;
    const found = Object.fromEntries(
      [...(match[2] ?? '').matchAll(/(\w+)="([^"]*)"/g)].map((m) => [m[1], m[2]]),
    );
    if (Object.entries(labels).every(([key, value]) => found[key] === value))
      return Number(match[3]);
  }
  return null;
}

const scrape = async (app = t.app, headers: Record<string, string> = {}) => {
  const res = await app.inject({ method: 'GET', url: '/metrics', headers });
  expect(res.statusCode, res.body).toBe(200);
  return res.body;
};

describe('readiness', () => {
  it('is ready when the database and the file storage answer, also in maintenance mode', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/ready' });
    expect(res.statusCode).toBe(200);
    expect(Readiness.parse(res.json())).toEqual({
      status: 'ready',
      checks: { database: 'ok', storage: 'ok' },
    });
    await admin.post('/api/maintenance', { enabled: true });
    try {
      expect((await t.app.inject({ method: 'GET', url: '/api/ready' })).statusCode).toBe(200);
    } finally {
      await admin.post('/api/maintenance', { enabled: false });
    }
  });

  it('checks Redis too when REDIS_URL is set, and shows the shared job queue’s depth', async () => {
    const prefix = testRedisPrefix('ops');
    const scaled = await startTestApp({ REDIS_URL: TEST_REDIS_URL, REDIS_PREFIX: prefix });
    try {
      const res = await scaled.app.inject({ method: 'GET', url: '/api/ready' });
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual({
        status: 'ready',
        checks: { database: 'ok', storage: 'ok', redis: 'ok' },
      });
      const text = await scrape(scaled.app);
      expect(sample(text, 'cabinet_job_queue_depth', { state: 'waiting' })).toBe(0);
      expect(sample(text, 'cabinet_job_queue_depth', { state: 'active' })).toBe(0);
    } finally {
      await scaled.close();
      await removeRedisKeys(prefix);
    }
  });

  it('answers 503 naming the failed check, in the caller’s language, when storage is gone', async () => {
    const root = t.config.filesDir;
    const kept = `${root}.kept`;
    fs.renameSync(root, kept);
    fs.writeFileSync(root, 'not a folder');
    try {
      const res = await t.app.inject({
        method: 'GET',
        url: '/api/ready',
        headers: { 'accept-language': 'en' },
      });
      expect(res.statusCode).toBe(503);
      expect(Readiness.parse(res.json())).toEqual({
        status: 'unavailable',
        message: 'The server is not ready to take requests yet.',
        checks: { database: 'ok', storage: 'failed' },
      });
      expect(t.log()).toContain('readiness check failed');
    } finally {
      fs.rmSync(root);
      fs.renameSync(kept, root);
    }
    expect((await t.app.inject({ method: 'GET', url: '/api/ready' })).statusCode).toBe(200);
  });
});

describe('metrics', () => {
  it('counts and times requests by route pattern, never by raw address', async () => {
    const user = await t.user('client');
    for (let i = 0; i < 3; i += 1) {
      const res = await admin.get(`/api/partner-users/view/${user.id}`);
      expect(res.statusCode, res.body).toBe(200);
    }
    await t.app.inject({ method: 'GET', url: '/api/no/such/thing/42' });
    const text = await scrape();
    const route = { method: 'GET', route: '/api/partner-users/view/:id', status_code: '200' };
    expect(sample(text, 'http_requests_total', route)).toBe(3);
    expect(sample(text, 'http_request_duration_seconds_count', route)).toBe(3);
    expect(sample(text, 'http_request_duration_seconds_bucket', { ...route, le: '+Inf' })).toBe(3);
    expect(
      sample(text, 'http_requests_total', { route: 'unmatched', status_code: '404' }),
    ).toBeGreaterThanOrEqual(1);
    expect(text).not.toContain(`/api/partner-users/view/${user.id}`);
    expect(text).not.toContain('/api/no/such/thing');
  });

  it('counts ingested records by outcome, and shows the job queue and Node’s own figures', async () => {
    const before = await scrape();
    const integrator = (await t.signedIn('Integrator', { roles: ['ProviderIntegrator'] })).session;
    const res = await integrator.post('/api/usage/requests', {
      records: [{ junk: true }, { requestId: 'x', userId: 1, serviceCode: 'none' }],
    });
    expect(res.statusCode, res.body).toBe(200);
    const after = await scrape();
    const invalid = (text: string) =>
      sample(text, 'cabinet_usage_records_total', { outcome: 'invalid' }) ?? 0;
    expect(invalid(after) - invalid(before)).toBe(2);
    expect(sample(after, 'cabinet_usage_records_total', { outcome: 'accepted' })).toBe(0);
    expect(sample(after, 'cabinet_job_queue_depth', { state: 'waiting' })).toBe(0);
    expect(sample(after, 'cabinet_job_queue_depth', { state: 'active' })).toBe(0);
    expect(sample(after, 'process_resident_memory_bytes')).toBeGreaterThan(0);
    const pool = sample(after, 'cabinet_db_pool_connections', { state: 'total' });
    if (t.dialect === 'postgres') expect(pool).toBeGreaterThan(0);
    else expect(pool).toBeNull();
  });

  it('is closed to anything that came through a proxy or from elsewhere when no token is set', async () => {
    const ask = (options: { headers?: Record<string, string>; remoteAddress?: string }) =>
      t.app.inject({ method: 'GET', url: '/metrics', ...options });
    expect((await ask({})).statusCode).toBe(200);
    expect((await ask({ remoteAddress: '::1' })).statusCode).toBe(200);
    expect((await ask({ remoteAddress: '10.1.2.3' })).statusCode).toBe(403);
    expect((await ask({ headers: { 'x-forwarded-for': '203.0.113.9' } })).statusCode).toBe(403);
    expect((await ask({ headers: { forwarded: 'for=203.0.113.9' } })).statusCode).toBe(403);
    const refused = await ask({ headers: { 'x-real-ip': '203.0.113.9' } });
    expect(refused.json()).toMatchObject({ success: false, requestId: expect.any(String) });
  });

  it('asks for METRICS_TOKEN when one is set, from anywhere; a user’s token is not it', async () => {
    const token = 'metrics-token-0123456789';
    const other = await startTestApp({ METRICS_TOKEN: token, TRUST_PROXY: 'true' });
    try {
      const ask = (headers: Record<string, string>) =>
        other.app.inject({ method: 'GET', url: '/metrics', headers, remoteAddress: '10.1.2.3' });
      expect((await ask({})).statusCode).toBe(401);
      expect((await ask({ authorization: 'Bearer wrong-token-0123456789' })).statusCode).toBe(401);
      const { session } = await other.signedIn('Admin');
      expect((await ask({ authorization: `Bearer ${session.token!}` })).statusCode).toBe(401);
      const res = await ask({ authorization: `Bearer ${token}`, 'x-forwarded-for': '10.0.0.1' });
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-type']).toMatch(/^text\/plain/);
    } finally {
      await other.close();
    }
  });

  it('in production (an https PUBLIC_URL) opens to the token only, even to local connections', async () => {
    // A proxy on the same host that adds no forwarding header looks like a local scrape.
    const token = 'zz-production-metrics-token';
    const closed = await startTestApp({ PUBLIC_URL: 'https://cabinet.example.kz' });
    const open = await startTestApp({
      PUBLIC_URL: 'https://cabinet.example.kz',
      METRICS_TOKEN: token,
    });
    try {
      const local = (app: TestApp, headers: Record<string, string> = {}) =>
        app.app.inject({ method: 'GET', url: '/metrics', headers, remoteAddress: '127.0.0.1' });
      expect((await local(closed)).statusCode).toBe(403);
      expect((await local(open)).statusCode).toBe(401);
      expect((await local(open, { authorization: `Bearer ${token}` })).statusCode).toBe(200);
    } finally {
      await closed.close();
      await open.close();
    }
  });

  it('without a token, stays closed behind a trusted proxy even to local connections', async () => {
    const other = await startTestApp({ TRUST_PROXY: 'true' });
    try {
      expect((await other.app.inject({ method: 'GET', url: '/metrics' })).statusCode).toBe(403);
    } finally {
      await other.close();
    }
  });
});

describe('request ids', () => {
  it('names each request in its answer header, its error body and its log lines', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/user' });
    expect(res.statusCode).toBe(401);
    const id = res.headers['x-request-id'];
    expect(id).toMatch(/^[0-9a-f-]{36}$/);
    expect(res.json().requestId).toBe(id);
    const lines = t
      .log()
      .split('\n')
      .filter((line) => line.includes(String(id)))
      .map((line) => JSON.parse(line) as { reqId?: string; msg?: string });
    expect(lines.length).toBeGreaterThanOrEqual(2);
    expect(lines.every((line) => line.reqId === id)).toBe(true);
    const ok = await t.app.inject({ method: 'GET', url: '/api/health' });
    expect(ok.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
    expect(ok.headers['x-request-id']).not.toBe(id);
  });

  it('takes X-Request-Id from a trusted proxy only, and only a sane one', async () => {
    const sent = 'a1b2c3d4e5f60718293a4b5c6d7e8f90';
    const untrusted = await t.app.inject({
      method: 'GET',
      url: '/api/user',
      headers: { 'x-request-id': sent },
    });
    expect(untrusted.headers['x-request-id']).not.toBe(sent);
    const proxied = await startTestApp({ TRUST_PROXY: 'true' });
    try {
      const res = await proxied.app.inject({
        method: 'GET',
        url: '/api/user',
        headers: { 'x-request-id': sent },
      });
      expect(res.headers['x-request-id']).toBe(sent);
      expect(res.json().requestId).toBe(sent);
      expect(proxied.log()).toContain(`"reqId":"${sent}"`);
      const forged = await proxied.app.inject({
        method: 'GET',
        url: '/api/user',
        headers: { 'x-request-id': 'evil"\n{"level":60}' },
      });
      expect(forged.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
    } finally {
      await proxied.close();
    }
  });
});
