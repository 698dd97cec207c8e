import { Writable } from 'node:stream';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  WebhookDeliveriesResponse,
  WebhookEndpointCreatedResponse,
  WebhookEndpointResponse,
  type WebhookDelivery,
} from '@cabinet/contract';
import { buildApp } from '../../src/app.js';
import type { DatabaseHandle } from '../../src/core/db/database.js';
import { openMigratedDatabase } from '../../src/core/db/open.js';
import { createService } from '../helpers/export-world.js';
import type { Session } from '../helpers/session.js';
import { startTestApp, type TestApp } from '../helpers/test-app.js';
import { exhaustPackage, HoldingReceiver, until } from '../helpers/webhook-world.js';
import { retryDelayMs } from '../../src/features/webhooks/webhooks.js';

let t: TestApp;
let receiver: HoldingReceiver;
let admin: Session;
let service: { id: number; code: string };
const partners: Record<'a' | 'b' | 'c' | 'd' | 'e', { id: number; session: Session }> = {} as never;
let second: { app: FastifyInstance; database: DatabaseHandle } | undefined;

beforeAll(async () => {
  receiver = await new HoldingReceiver().start();
  t = await startTestApp({
    WEBHOOK_ALLOW_PRIVATE_HOSTS: '127.0.0.1',
    WEBHOOK_ALLOW_HTTP: 'true',
    WEBHOOK_RETRY_POLL_MS: '50',
    WEBHOOK_TIMEOUT_SECONDS: '1',
    WEBHOOK_MAX_ENDPOINTS: '3',
    WEBHOOK_BREAKER_TIMEOUTS: '2',
    WEBHOOK_BREAKER_OPEN_SECONDS: '600',
    WEBHOOK_RESEND_MAX: '4',
    TOKEN_IDLE_MINUTES: '1440',
  });
  admin = (await t.signedIn('Admin')).session;
  for (const name of ['a', 'b', 'c', 'd', 'e'] as const) {
    const { user, session } = await t.signedIn('Partner');
    partners[name] = { id: user.id, session };
  }
  service = { id: await createService(t, 'isolated'), code: 'isolated' };
});
afterAll(async () => {
  await receiver.close();
  await second?.app.close();
  await second?.database.db.destroy();
  await t.close();
});

async function register(session: Session, path: string) {
  const res = await session.post('/api/webhooks', {
    url: receiver.url(path),
    events: ['package.exhausted'],
  });
  expect(res.statusCode, res.body).toBe(201);
  return WebhookEndpointCreatedResponse.parse(res.json()).data;
}

async function deliveries(session: Session, endpointId: number): Promise<WebhookDelivery[]> {
  const res = await session.get(`/api/webhooks/${endpointId}/deliveries`);
  expect(res.statusCode, res.body).toBe(200);
  return WebhookDeliveriesResponse.parse(res.json()).data;
}

/** Waits until the endpoint's deliveries (all, or the latest) satisfy `done`. */
const settled = (
  session: Session,
  endpointId: number,
  done: (list: WebhookDelivery[]) => boolean,
  what: string,
) =>
  until(async () => {
    const list = await deliveries(session, endpointId);
    return done(list) ? list : undefined;
  }, what);

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe('webhook deliveries kept apart per endpoint', () => {
  it('a slow endpoint of partner A does not delay partner B’s delivery beyond 1 s', async () => {
    const slow = [];
    for (const path of ['/a1', '/a2', '/a3']) {
      receiver.answers.set(path, 'hold');
      slow.push(await register(partners.a.session, path));
    }
    const fast = await register(partners.b.session, '/b');
    await exhaustPackage(t, admin, partners.a.id, service);
    await until(async () => (receiver.at('/a1').length > 0 ? true : undefined), 'A’s attempt');
    const announced = Date.now();
    await exhaustPackage(t, admin, partners.b.id, service);
    await until(async () => (receiver.at('/b').length > 0 ? true : undefined), 'B’s delivery');
    expect(receiver.at('/b')[0]!.at - announced).toBeLessThan(1000);
    const [delivered] = await settled(
      partners.b.session,
      fast.id,
      (list) => list[0]?.status === 'succeeded',
      'B’s delivery to succeed',
    );
    expect(delivered!.attempts).toBe(1);
    // A’s attempts end with the timeout; turned off, its endpoints keep quiet for the others.
    for (const endpoint of slow) {
      await settled(partners.a.session, endpoint.id, (list) => list[0]?.attempts === 1, 'A');
      const off = await partners.a.session.call('PATCH', `/api/webhooks/${endpoint.id}`, {
        enabled: false,
      });
      expect(off.statusCode, off.body).toBe(200);
    }
    expect(receiver.at('/a1')).toHaveLength(1);
  });

  it('caps the endpoints of a partner: one more is a 422 on url, in the user’s language', async () => {
    const refused = await partners.a.session.post('/api/webhooks', {
      url: receiver.url('/a4'),
      events: ['package.exhausted'],
    });
    expect(refused.statusCode, refused.body).toBe(422);
    expect(refused.json().errors.url).toEqual([
      'Вебхуков может быть не больше 3 на партнёра: удалите ненужный',
    ]);
    admin.language = 'en';
    try {
      const byStaff = await admin.post('/api/webhooks', {
        url: receiver.url('/a4'),
        events: ['package.exhausted'],
        partnerId: partners.a.id,
      });
      expect(byStaff.statusCode).toBe(422);
      expect(byStaff.json().errors.url[0]).toMatch(/at most 3 webhooks/);
    } finally {
      admin.language = undefined;
    }
    expect(receiver.at('/a4')).toHaveLength(0);
  });

  it('sends one attempt at a time to an endpoint, and pauses one that keeps timing out', async () => {
    receiver.answers.set('/c', 'hold');
    const endpoint = await register(partners.c.session, '/c');
    await exhaustPackage(t, admin, partners.c.id, service);
    await exhaustPackage(t, admin, partners.c.id, service);
    // Both attempts time out, one after the other; the second timeout opens the breaker.
    let list = await settled(
      partners.c.session,
      endpoint.id,
      (all) => all.length === 2 && all.every((d) => d.attempts === 1),
      'both first attempts',
    );
    expect(receiver.mostInFlight.get('/c')).toBe(1);
    expect(list.every((d) => d.status === 'pending' && d.log[0]!.statusCode === null)).toBe(true);
    let shown = WebhookEndpointResponse.parse(
      (await partners.c.session.get(`/api/webhooks/${endpoint.id}`)).json(),
    ).data;
    expect(shown.enabled).toBe(true);
    expect(Date.parse(shown.pausedUntil!) - t.clock.now().getTime()).toBeGreaterThan(590_000);

    // The retries come due, but the breaker holds them.
    t.clock.advance(retryDelayMs(1, t.config.WEBHOOK_FIRST_RETRY_SECONDS));
    await pause(300);
    expect(receiver.at('/c')).toHaveLength(2);

    // Once it closes, one attempt probes the endpoint; its answer lets the other through.
    receiver.answers.set('/c', 204);
    t.clock.advance(600_000);
    list = await settled(
      partners.c.session,
      endpoint.id,
      (all) => all.every((d) => d.status === 'succeeded'),
      'both delivered after the pause',
    );
    expect(receiver.at('/c')).toHaveLength(4);
    shown = WebhookEndpointResponse.parse(
      (await partners.c.session.get(`/api/webhooks/${endpoint.id}`)).json(),
    ).data;
    expect(shown.pausedUntil).toBeNull();
  });
});

describe('resending a webhook delivery by hand', () => {
  it('is refused while the delivery waits or is in flight (409), and beyond the rate (429)', async () => {
    receiver.answers.set('/d', 503);
    const endpoint = await register(partners.d.session, '/d');
    await exhaustPackage(t, admin, partners.d.id, service);
    let [delivery] = await settled(
      partners.d.session,
      endpoint.id,
      (list) => list[0]?.attempts === 1,
      'the first attempt',
    );
    expect(delivery!.status).toBe('pending');
    const resend = () => partners.d.session.post(`/api/webhooks/deliveries/${delivery!.id}/resend`);
    const waiting = await resend();
    expect(waiting.statusCode, waiting.body).toBe(409);
    expect(waiting.json().message).toBe(
      'Доставка ещё ждёт отправки или отправляется: повторить можно после её результата',
    );

    // Delivered with its retry; resent by hand while the receiver hangs: in flight, refused.
    receiver.answers.set('/d', 200);
    t.clock.advance(retryDelayMs(1, t.config.WEBHOOK_FIRST_RETRY_SECONDS));
    await settled(partners.d.session, endpoint.id, (l) => l[0]?.status === 'succeeded', 'retry');
    receiver.answers.set('/d', 'hold');
    expect((await resend()).statusCode).toBe(200);
    await until(async () => (receiver.at('/d').length === 3 ? true : undefined), 'in flight');
    partners.d.session.language = 'kk';
    const inFlight = await resend();
    partners.d.session.language = undefined;
    expect(inFlight.statusCode).toBe(409);
    expect(inFlight.json().message).toMatch(/^Жеткізу әлі/);
    [delivery] = await settled(
      partners.d.session,
      endpoint.id,
      (list) => list[0]?.status === 'failed',
      'the manual attempt to time out',
    );

    // Three more resends fill the window of four; the fifth waits.
    receiver.answers.set('/d', 200);
    for (let sent = 4; sent <= 6; sent += 1) {
      expect((await resend()).statusCode).toBe(200);
      await settled(
        partners.d.session,
        endpoint.id,
        (list) => list[0]?.attempts === sent && list[0].status === 'succeeded',
        `resend ${sent}`,
      );
    }
    const tooMany = await resend();
    expect(tooMany.statusCode, tooMany.body).toBe(429);
    expect(Number(tooMany.headers['retry-after'])).toBeGreaterThan(0);
    expect(tooMany.json().message).toMatch(/^Слишком много повторных отправок/);
    expect(receiver.at('/d')).toHaveLength(6);
  });

  it('of many resends at once, one is accepted', async () => {
    const [endpoint] = (await partners.b.session.get('/api/webhooks').then((res) => res.json()))
      .data as Array<{ id: number }>;
    const [delivery] = await deliveries(partners.b.session, endpoint!.id);
    expect(delivery!.status).toBe('succeeded');
    const answers = await Promise.all(
      Array.from({ length: 6 }, () =>
        partners.b.session.post(`/api/webhooks/deliveries/${delivery!.id}/resend`),
      ),
    );
    const codes = answers.map((res) => res.statusCode);
    expect(codes.filter((code) => code === 200)).toHaveLength(1);
    expect(codes.every((code) => code === 200 || code === 409 || code === 429)).toBe(true);
    await settled(
      partners.b.session,
      endpoint!.id,
      (list) => list[0]?.attempts === 2 && list[0].status === 'succeeded',
      'the one resend',
    );
    await pause(200);
    expect(receiver.at('/b')).toHaveLength(2);
  });
});

describe('two processes on one database', () => {
  it('never send two attempts at once to one endpoint', async () => {
    receiver.answers.set('/e', 'hold');
    const endpoint = await register(partners.e.session, '/e');
    // A second process of the deployment: its own job pool, and its sweep finds the same work.
    const database = await openMigratedDatabase(t.config);
    const app = await buildApp({
      config: t.config,
      database,
      clock: t.clock,
      serveWeb: false,
      logStream: new Writable({ write: (_chunk, _encoding, done) => done() }),
    });
    await app.ready();
    second = { app, database };
    await exhaustPackage(t, admin, partners.e.id, service);
    await exhaustPackage(t, admin, partners.e.id, service);
    await settled(
      partners.e.session,
      endpoint.id,
      (all) => all.length === 2 && all.every((d) => d.attempts === 1),
      'both first attempts',
    );
    expect(receiver.at('/e')).toHaveLength(2);
    expect(receiver.mostInFlight.get('/e')).toBe(1);
  });
});
