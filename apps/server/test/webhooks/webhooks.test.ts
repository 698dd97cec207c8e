import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Webhook } from 'standardwebhooks';
import {
  WebhookDeliveriesResponse,
  WebhookEndpointCreatedResponse,
  WebhookEndpointResponse,
  WebhookEndpointsResponse,
  type WebhookDelivery,
} from '@cabinet/contract';
import { createService } from '../helpers/export-world.js';
import type { Session } from '../helpers/session.js';
import { startTestApp, type TestApp, type TestUser } from '../helpers/test-app.js';
import { MAX_ATTEMPTS, retryDelayMs } from '../../src/features/webhooks/webhooks.js';

interface Received {
  path: string;
  headers: Record<string, string>;
  body: string;
}

/** A local receiver: records every POST and answers with the status its path is set to. */
class Receiver {
  readonly received: Received[] = [];
  readonly answers = new Map<string, number>();
  private readonly server = http.createServer((request, response) => {
    let body = '';
    request.on('data', (chunk: Buffer) => (body += chunk.toString('utf8')));
    request.on('end', () => {
      const path = request.url ?? '/';
      this.received.push({ path, headers: request.headers as Record<string, string>, body });
      response.statusCode = this.answers.get(path) ?? 200;
      response.end('ok');
    });
  });

  async start() {
    await new Promise<void>((resolve) => this.server.listen(0, '127.0.0.1', resolve));
    return this;
  }

  get port() {
    return (this.server.address() as AddressInfo).port;
  }

  url(path: string, host = '127.0.0.1') {
    return `http://${host}:${this.port}${path}`;
  }

  at(path: string) {
    return this.received.filter((r) => r.path === path);
  }

  close() {
    return new Promise<void>((resolve) => this.server.close(() => resolve()));
  }
}

/** Waits (real time) until `check` gives something, while jobs and sweeps run. */
async function until<T>(check: () => Promise<T | undefined>, what: string): Promise<T> {
  const deadline = Date.now() + 20_000;
  for (;;) {
    const value = await check();
    if (value !== undefined) return value;
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
}

let t: TestApp;
/** The wait before the retry after the n-th failed attempt, on this app's setting. */
const retryWait = (failed: number) => retryDelayMs(failed, t.config.WEBHOOK_FIRST_RETRY_SECONDS);
let receiver: Receiver;
let admin: Session;
let adminUser: TestUser;
let partnerA: { user: TestUser; session: Session };
let partnerB: { user: TestUser; session: Session };
let memberOfA: { user: TestUser; session: Session };
let serviceId: number;
let serial = 0;

beforeAll(async () => {
  receiver = await new Receiver().start();
  t = await startTestApp({
    WEBHOOK_ALLOW_PRIVATE_HOSTS: '127.0.0.1',
    WEBHOOK_ALLOW_HTTP: 'true',
    WEBHOOK_RETRY_POLL_MS: '50',
    // The tests move the clock by days: sessions must outlive that.
    TOKEN_IDLE_MINUTES: '1440',
    TOKEN_MAX_HOURS: '720',
  });
  ({ session: admin, user: adminUser } = await t.signedIn('Admin'));
  partnerA = await t.signedIn('Partner');
  partnerB = await t.signedIn('Partner');
  memberOfA = await t.signedIn('client', { parentId: partnerA.user.id });
  serviceId = await createService(t, 'hooked');
});
afterAll(async () => {
  await t.close();
  await receiver.close();
});

/** After the clock jumped a day or more: sessions idle that long have ended. */
async function signInAgain() {
  for (const [session, user] of [
    [admin, adminUser],
    [partnerA.session, partnerA.user],
    [partnerB.session, partnerB.user],
    [memberOfA.session, memberOfA.user],
  ] as const)
    expect((await session.login(user.login, user.password)).statusCode).toBe(200);
}

async function register(session: Session, body: Record<string, unknown>) {
  const res = await session.post('/api/webhooks', body);
  expect(res.statusCode, res.body).toBe(201);
  return WebhookEndpointCreatedResponse.parse(res.json()).data;
}

/** Uses up a new one-request package of `holderId` by ingesting one record (as staff). */
async function exhaustPackage(holderId: number): Promise<number> {
  serial += 1;
  const today = t.clock.now().toISOString().slice(0, 10);
  const { id } = await t.db
    .insertInto('tariff_packages')
    .values({
      user_id: holderId,
      service_id: serviceId,
      quota: 1,
      price_minor: 100,
      currency: 'KZT',
      valid_from: `${today.slice(0, 8)}01`,
      valid_to: '2027-12-31',
      closed_at: null,
      created_at: t.clock.now().toISOString(),
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  const res = await admin.post('/api/usage/requests', {
    records: [
      {
        requestId: `hook-${serial}`,
        userId: holderId,
        serviceCode: 'hooked',
        time: t.clock.now().toISOString(),
        status: 'success',
        httpStatus: 200,
        durationMs: 5,
      },
    ],
  });
  expect(res.statusCode, res.body).toBe(200);
  expect(res.json().accepted).toBe(1);
  return id;
}

async function deliveries(session: Session, endpointId: number): Promise<WebhookDelivery[]> {
  const res = await session.get(`/api/webhooks/${endpointId}/deliveries`);
  expect(res.statusCode, res.body).toBe(200);
  return WebhookDeliveriesResponse.parse(res.json()).data;
}

/** Waits until the endpoint's latest delivery has made `attempts` attempts. */
const attempted = (session: Session, endpointId: number, attempts: number) =>
  until(async () => {
    const [latest] = await deliveries(session, endpointId);
    return latest && latest.attempts >= attempts && latest.log.length >= attempts
      ? latest
      : undefined;
  }, `attempt ${attempts} of endpoint ${endpointId}`);

describe('webhooks', () => {
  it('a partner registers an endpoint, sees its secret once, and gets signed events that verify', async () => {
    const endpoint = await register(partnerA.session, {
      url: receiver.url('/a'),
      description: 'Учёт',
      events: ['package.exhausted', 'export.ready'],
    });
    expect(endpoint.secret).toMatch(/^whsec_[A-Za-z0-9+/]{43}=$/);
    expect(endpoint).toMatchObject({
      partner: { id: partnerA.user.id },
      enabled: true,
      events: ['package.exhausted', 'export.ready'],
    });
    expect(endpoint.secret.startsWith(endpoint.secretStart)).toBe(true);
    // Never shown again, never stored as it is.
    const listed = WebhookEndpointsResponse.parse(
      (await partnerA.session.get('/api/webhooks')).json(),
    ).data;
    expect(listed.map((e) => e.id)).toEqual([endpoint.id]);
    expect(JSON.stringify(listed)).not.toContain(endpoint.secret);
    const stored = await t.db.selectFrom('webhook_endpoints').selectAll().execute();
    expect(JSON.stringify(stored)).not.toContain(endpoint.secret.slice(6));
    // The audit log records the registration with the secret masked.
    const audit = await t.db
      .selectFrom('audit_log')
      .selectAll()
      .where('action', '=', 'webhook.create')
      .execute();
    expect(audit).toHaveLength(1);
    expect(audit[0]!.after).not.toContain(endpoint.secret);

    const packageId = await exhaustPackage(partnerA.user.id);
    const delivery = await attempted(partnerA.session, endpoint.id, 1);
    expect(delivery).toMatchObject({ status: 'succeeded', eventType: 'package.exhausted' });
    expect(delivery.log[0]).toMatchObject({ attempt: 1, ok: true, statusCode: 200 });
    const [got] = receiver.at('/a');
    expect(got).toBeDefined();
    expect(got!.headers['webhook-id']).toBe(delivery.messageId);
    const verified = new Webhook(endpoint.secret).verify(got!.body, got!.headers) as {
      type: string;
      data: Record<string, unknown>;
    };
    expect(verified).toMatchObject({
      type: 'package.exhausted',
      data: { packageId, userId: partnerA.user.id, serviceId, quota: 1 },
    });
    // Another secret does not verify it.
    const other = await register(partnerB.session, {
      url: receiver.url('/b0'),
      events: ['export.ready'],
    });
    expect(() => new Webhook(other.secret).verify(got!.body, got!.headers)).toThrow();
  });

  it('the waits between attempts start at WEBHOOK_FIRST_RETRY_SECONDS and grow fourfold to 12 hours', () => {
    expect(retryDelayMs(1, 2)).toBe(2_000);
    expect(retryDelayMs(3, 2)).toBe(32_000);
    expect(retryDelayMs(MAX_ATTEMPTS, 30)).toBe(12 * 3_600_000);
  });

  it('a failing endpoint is retried with exponential backoff and can be resent by hand', async () => {
    receiver.answers.set('/flaky', 503);
    const endpoint = await register(partnerA.session, {
      url: receiver.url('/flaky'),
      events: ['package.exhausted'],
    });
    await exhaustPackage(partnerA.user.id);
    let delivery = await attempted(partnerA.session, endpoint.id, 1);
    expect(delivery).toMatchObject({ status: 'pending', lastStatusCode: 503 });
    expect(Date.parse(delivery.nextAttemptAt!) - t.clock.now().getTime()).toBe(retryWait(1));
    expect(retryWait(1)).toBe(30_000);

    // Not before its time: the sweep leaves it waiting.
    t.clock.advance(retryWait(1) - 1000);
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect((await deliveries(partnerA.session, endpoint.id))[0]!.attempts).toBe(1);
    t.clock.advance(1000);
    delivery = await attempted(partnerA.session, endpoint.id, 2);
    expect(delivery.status).toBe('pending');
    expect(Date.parse(delivery.nextAttemptAt!) - t.clock.now().getTime()).toBe(retryWait(2));
    expect(retryWait(2)).toBe(4 * retryWait(1));
    expect(receiver.at('/flaky')).toHaveLength(2);
    // Every attempt carries the same webhook-id, so the receiver can drop repeats.
    expect(new Set(receiver.at('/flaky').map((r) => r.headers['webhook-id'])).size).toBe(1);

    // Waiting for its retry, it cannot be resent by hand; the receiver is fixed, the retry delivers.
    const early = await partnerA.session.post(`/api/webhooks/deliveries/${delivery.id}/resend`);
    expect(early.statusCode, early.body).toBe(409);
    receiver.answers.set('/flaky', 204);
    t.clock.advance(retryWait(2));
    delivery = await attempted(partnerA.session, endpoint.id, 3);
    expect(delivery.status).toBe('succeeded');
    expect(delivery.log.map((a) => [a.attempt, a.statusCode, a.ok, a.manual])).toEqual([
      [3, 204, true, false],
      [2, 503, false, false],
      [1, 503, false, false],
    ]);
    expect(delivery.log.every((a) => a.durationMs >= 0)).toBe(true);
    // A delivery that succeeded may be resent («Повторить» sends it at once).
    const resent = await partnerA.session.post(`/api/webhooks/deliveries/${delivery.id}/resend`);
    expect(resent.statusCode, resent.body).toBe(200);
    delivery = await attempted(partnerA.session, endpoint.id, 4);
    expect(delivery.status).toBe('succeeded');
    expect(delivery.log[0]).toMatchObject({ attempt: 4, manual: true, ok: true });
    expect(receiver.at('/flaky')).toHaveLength(4);
  });

  it('an endpoint that fails every attempt for over 24 hours is disabled with a notice', async () => {
    receiver.answers.set('/dead', 500);
    const endpoint = await register(partnerA.session, {
      url: receiver.url('/dead'),
      events: ['package.exhausted'],
    });
    await exhaustPackage(partnerA.user.id);
    await attempted(partnerA.session, endpoint.id, 1);
    let waited = 0;
    for (let n = 1; n < MAX_ATTEMPTS; n += 1) {
      t.clock.advance(retryWait(n));
      waited += retryWait(n);
      await attempted(partnerA.session, endpoint.id, n + 1);
    }
    expect(waited).toBeGreaterThanOrEqual(24 * 3_600_000);
    await signInAgain();
    const [delivery] = await deliveries(partnerA.session, endpoint.id);
    expect(delivery).toMatchObject({
      status: 'failed',
      attempts: MAX_ATTEMPTS,
      nextAttemptAt: null,
    });
    const shown = WebhookEndpointResponse.parse(
      (await partnerA.session.get(`/api/webhooks/${endpoint.id}`)).json(),
    ).data;
    expect(shown.enabled).toBe(false);
    expect(shown.disabledReason).toMatch(/^Отключён: доставки не проходили с \d{4}-\d\d-\d\d/);
    const mail = await t.db
      .selectFrom('mail_outbox')
      .selectAll()
      .where('to_address', '=', partnerA.user.email)
      .execute();
    expect(mail.map((m) => m.subject)).toContain(`Вебхук отключён: ${receiver.url('/dead')}`);

    // A disabled endpoint gets no new deliveries; enabled again, it starts afresh.
    await exhaustPackage(partnerA.user.id);
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(await deliveries(partnerA.session, endpoint.id)).toHaveLength(1);
    receiver.answers.set('/dead', 200);
    const enabled = await partnerA.session.call('PATCH', `/api/webhooks/${endpoint.id}`, {
      enabled: true,
    });
    expect(enabled.statusCode, enabled.body).toBe(200);
    expect(enabled.json().data).toMatchObject({ enabled: true, disabledReason: null });
  });

  it('a rotated secret signs beside the previous one during the overlap, alone after it', async () => {
    const endpoint = await register(partnerA.session, {
      url: receiver.url('/rotating'),
      events: ['package.exhausted'],
    });
    const res = await partnerA.session.post(`/api/webhooks/${endpoint.id}/rotate`, {
      overlapHours: 1,
    });
    expect(res.statusCode, res.body).toBe(200);
    const rotated = WebhookEndpointCreatedResponse.parse(res.json()).data;
    expect(rotated.secret).not.toBe(endpoint.secret);
    expect(rotated.previousSecretUntil).not.toBeNull();

    await exhaustPackage(partnerA.user.id);
    await attempted(partnerA.session, endpoint.id, 1);
    const during = receiver.at('/rotating').at(-1)!;
    expect(during.headers['webhook-signature']!.split(' ')).toHaveLength(2);
    expect(() => new Webhook(rotated.secret).verify(during.body, during.headers)).not.toThrow();
    expect(() => new Webhook(endpoint.secret).verify(during.body, during.headers)).not.toThrow();

    t.clock.advance(2 * 3_600_000);
    await exhaustPackage(partnerA.user.id);
    await until(
      async () => (receiver.at('/rotating').length === 2 ? true : undefined),
      'the second delivery',
    );
    const after = receiver.at('/rotating').at(-1)!;
    expect(() => new Webhook(rotated.secret).verify(after.body, after.headers)).not.toThrow();
    expect(() => new Webhook(endpoint.secret).verify(after.body, after.headers)).toThrow();
  });

  it('the provider’s endpoints hear every partner; a partner’s hear only its own', async () => {
    const provider = await register(admin, {
      url: receiver.url('/provider'),
      events: ['package.exhausted'],
    });
    expect(provider.partner).toBeNull();
    const forB = await register(admin, {
      url: receiver.url('/b'),
      events: ['package.exhausted'],
      partnerId: partnerB.user.id,
    });
    expect(forB.partner).toMatchObject({ id: partnerB.user.id });
    await exhaustPackage(memberOfA.user.id);
    await attempted(admin, provider.id, 1);
    await t.app.inject({ method: 'GET', url: '/api/health' });
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(receiver.at('/b')).toHaveLength(0);
    expect(JSON.parse(receiver.at('/provider')[0]!.body)).toMatchObject({
      type: 'package.exhausted',
      data: { userId: memberOfA.user.id },
    });
  });

  it('a partner never sees or touches another partner’s endpoints or deliveries', async () => {
    const own = await register(partnerA.session, {
      url: receiver.url('/isolated'),
      events: ['package.exhausted'],
    });
    await exhaustPackage(partnerA.user.id);
    const [delivery] = [await attempted(partnerA.session, own.id, 1)];
    const b = partnerB.session;
    const listed = WebhookEndpointsResponse.parse((await b.get('/api/webhooks')).json()).data;
    expect(listed.some((e) => e.partner?.id === partnerA.user.id)).toBe(false);
    const refusals = [
      await b.get(`/api/webhooks/${own.id}`),
      await b.get(`/api/webhooks/${own.id}/deliveries`),
      await b.call('PATCH', `/api/webhooks/${own.id}`, { enabled: false }),
      await b.post(`/api/webhooks/${own.id}/rotate`, {}),
      await b.call('DELETE', `/api/webhooks/${own.id}`),
      await b.post(`/api/webhooks/deliveries/${delivery!.id}/resend`),
    ];
    expect(refusals.map((r) => r.statusCode)).toEqual([404, 404, 404, 404, 404, 404]);
    const forA = await b.post('/api/webhooks', {
      url: receiver.url('/steal'),
      events: ['package.exhausted'],
      partnerId: partnerA.user.id,
    });
    expect(forA.statusCode).toBe(422);
    expect(Object.keys(forA.json().errors)).toEqual(['partnerId']);
    // A partner's user holds no webhooks.manage by default.
    expect((await memberOfA.session.get('/api/webhooks')).statusCode).toBe(403);
    expect(
      (
        await memberOfA.session.post('/api/webhooks', {
          url: receiver.url('/m'),
          events: ['export.ready'],
        })
      ).statusCode,
    ).toBe(403);
    // Staff see every endpoint; the owner still has its own, untouched.
    const all = WebhookEndpointsResponse.parse((await admin.get('/api/webhooks')).json()).data;
    expect(all.some((e) => e.id === own.id)).toBe(true);
    const still = WebhookEndpointResponse.parse(
      (await partnerA.session.get(`/api/webhooks/${own.id}`)).json(),
    ).data;
    expect(still.enabled).toBe(true);
    // The owner deletes it, with its log.
    expect((await partnerA.session.call('DELETE', `/api/webhooks/${own.id}`)).statusCode).toBe(200);
    expect((await partnerA.session.get(`/api/webhooks/${own.id}`)).statusCode).toBe(404);
  });

  it('refuses an address outside the allow-list that resolves to loopback, and checks again when sending', async () => {
    const refused = await partnerA.session.post('/api/webhooks', {
      url: receiver.url('/local', 'localhost'),
      events: ['package.exhausted'],
    });
    expect(refused.statusCode).toBe(422);
    expect(refused.json().errors.url[0]).toMatch(/внутреннюю сеть/);
    // Registered while allowed, then its name points inside (as a rebinding DNS would): refused at sending.
    const endpoint = await register(partnerA.session, {
      url: receiver.url('/rebound'),
      events: ['package.exhausted'],
    });
    await t.db
      .updateTable('webhook_endpoints')
      .set({ url: receiver.url('/rebound', 'localhost') })
      .where('id', '=', endpoint.id)
      .execute();
    await exhaustPackage(partnerA.user.id);
    const delivery = await attempted(partnerA.session, endpoint.id, 1);
    expect(delivery.log[0]).toMatchObject({ ok: false, statusCode: null });
    expect(delivery.log[0]!.error).toMatch(/refused: .* is not a public address/);
    expect(receiver.at('/rebound')).toHaveLength(0);
  });

  it('finished deliveries leave the log after WEBHOOK_LOG_RETENTION_DAYS', async () => {
    const endpoint = await register(partnerA.session, {
      url: receiver.url('/kept'),
      events: ['package.exhausted'],
    });
    await exhaustPackage(partnerA.user.id);
    await attempted(partnerA.session, endpoint.id, 1);
    t.clock.advance(29 * 24 * 3_600_000);
    await new Promise((resolve) => setTimeout(resolve, 200));
    await signInAgain();
    expect(await deliveries(partnerA.session, endpoint.id)).toHaveLength(1);
    t.clock.advance(2 * 24 * 3_600_000);
    try {
      await until(async () => {
        const left = await t.db
          .selectFrom('webhook_deliveries')
          .select('id')
          .where('endpoint_id', '=', endpoint.id)
          .execute();
        return left.length === 0 ? true : undefined;
      }, 'the old delivery to go');
    } finally {
      await signInAgain();
    }
    expect(await deliveries(partnerA.session, endpoint.id)).toEqual([]);
  });
});

describe('webhook secrets kept under another APP_SECRET', () => {
  it('are not sent unsigned: the delivery fails with the reason, the receiver gets nothing', async () => {
    const endpoint = await register(partnerA.session, {
      url: receiver.url('/resealed'),
      events: ['package.exhausted'],
    });
    // As if sealed under another key: the authentication tag no longer matches.
    const [row] = await t.db
      .selectFrom('webhook_endpoints')
      .select('secret_box')
      .where('id', '=', endpoint.id)
      .execute();
    const tampered =
      row!.secret_box.slice(0, -4) + (row!.secret_box.endsWith('AAAA') ? 'BBBB' : 'AAAA');
    await t.db
      .updateTable('webhook_endpoints')
      .set({ secret_box: tampered })
      .where('id', '=', endpoint.id)
      .execute();
    await exhaustPackage(partnerA.user.id);
    const delivery = await attempted(partnerA.session, endpoint.id, 1);
    expect(delivery.log[0]!.error).toMatch(/signing secret cannot be read/);
    expect(receiver.at('/resealed')).toHaveLength(0);
  });
});

describe('webhook addresses with the default settings', () => {
  let strict: TestApp;
  let partner: Session;

  beforeAll(async () => {
    strict = await startTestApp();
    partner = (await strict.signedIn('Partner')).session;
  });
  afterAll(() => strict.close());

  it.each([
    ['https://127.0.0.1/hooks', 'loopback'],
    ['https://10.1.2.3/hooks', 'private'],
    ['https://192.168.0.10/hooks', 'private'],
    ['https://169.254.169.254/latest/meta-data', 'link-local (cloud metadata)'],
    ['https://[::1]/hooks', 'IPv6 loopback'],
    ['https://[fd00::1]/hooks', 'unique-local'],
    ['https://[::ffff:127.0.0.1]/hooks', 'IPv4-mapped loopback'],
    ['https://[::ffff:7f00:1]/hooks', 'IPv4-mapped loopback in hex'],
    ['https://[::7f00:1]/hooks', 'IPv4-compatible loopback'],
    ['https://[::127.0.0.1]/hooks', 'IPv4-compatible loopback, dotted'],
    ['https://[::a9fe:a9fe]/hooks', 'IPv4-compatible link-local (cloud metadata)'],
    ['https://[::ffff:0:10.0.0.1]/hooks', 'IPv4-translated private (RFC 6145)'],
    ['https://[64:ff9b::7f00:1]/hooks', 'NAT64 of loopback'],
    ['https://[64:ff9b::192.168.0.1]/hooks', 'NAT64 of a private address, dotted'],
    ['https://[64:ff9b:1::a00:1]/hooks', 'local-use NAT64 prefix'],
    ['https://[2002:7f00:1::1]/hooks', '6to4 of loopback'],
    ['https://[2002:a9fe:a9fe::1]/hooks', '6to4 of link-local'],
    ['https://[2001:0:4136:e378:8000:63bf:f5ff:fffe]/hooks', 'Teredo of a private client'],
    ['https://0.0.0.0/hooks', 'unspecified'],
    ['https://localhost/hooks', 'a name resolving to loopback'],
  ])('refuses %s (%s) with a 422 on url', async (url) => {
    const res = await partner.post('/api/webhooks', { url, events: ['month.closed'] });
    expect(res.statusCode, res.body).toBe(422);
    expect(res.json().errors.url).toHaveLength(1);
    expect(res.json().message).toMatch(/внутреннюю сеть/);
  });

  it('requires https, and a well-formed URL and events', async () => {
    const plain = await partner.post('/api/webhooks', {
      url: 'http://93.184.216.34/hooks',
      events: ['month.closed'],
    });
    expect(plain.statusCode).toBe(422);
    expect(plain.json().errors.url).toEqual(['Адрес должен начинаться с https://']);
    const bad = await partner.post('/api/webhooks', { url: 'not a url', events: [] });
    expect(bad.statusCode).toBe(422);
    expect(Object.keys(bad.json().errors).sort()).toEqual(['events', 'url']);
    const unknown = await partner.post('/api/webhooks', {
      url: 'https://93.184.216.34/hooks',
      events: ['everything'],
    });
    expect(unknown.statusCode).toBe(422);
  });

  it.each([
    ['https://[::ffff:5db8:d822]/hooks', 'IPv4-mapped public'],
    ['https://[64:ff9b::93.184.216.34]/hooks', 'NAT64 of a public address'],
    ['https://[2002:5db8:d822::1]/hooks', '6to4 of a public address'],
    ['https://[2606:2800:220:1:248:1893:25c8:1946]/hooks', 'plain public IPv6'],
  ])('accepts %s (%s)', async (url) => {
    const res = await partner.post('/api/webhooks', { url, events: ['month.closed'] });
    expect(res.statusCode, res.body).toBe(201);
    await partner.call('DELETE', `/api/webhooks/${res.json().data.id}`);
  });

  it('accepts a public address, and the reserved alert events', async () => {
    const res = await partner.post('/api/webhooks', {
      url: 'https://93.184.216.34/hooks',
      events: ['alert.triggered', 'alert.resolved', 'month.closed'],
    });
    expect(res.statusCode, res.body).toBe(201);
  });
});
