import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Webhook } from 'standardwebhooks';
import { WebhookDeliveriesResponse, WebhookEndpointCreatedResponse } from '@cabinet/contract';
import { createService } from '../helpers/export-world.js';
import type { Session } from '../helpers/session.js';
import { startTestApp, type TestApp, type TestUser } from '../helpers/test-app.js';
import { removeRedisKeys, TEST_REDIS_URL, testRedisPrefix } from '../helpers/test-redis.js';
import { exhaustPackage, HoldingReceiver, until } from '../helpers/webhook-world.js';
import { retryDelayMs } from '../../src/features/webhooks/webhooks.js';

const received: Array<{ headers: Record<string, string>; body: string }> = [];
let answer = 503;
const receiver = http.createServer((request, response) => {
  let body = '';
  request.on('data', (chunk: Buffer) => (body += chunk.toString('utf8')));
  request.on('end', () => {
    received.push({ headers: request.headers as Record<string, string>, body });
    response.statusCode = answer;
    response.end();
  });
});

const holding = new HoldingReceiver();
const prefix = testRedisPrefix('webhooks');
let t: TestApp;
let admin: Session;
let partner: { user: TestUser; session: Session };

beforeAll(async () => {
  await new Promise<void>((resolve) => receiver.listen(0, '127.0.0.1', resolve));
  await holding.start();
  t = await startTestApp({
    REDIS_URL: TEST_REDIS_URL,
    REDIS_PREFIX: prefix,
    WEBHOOK_ALLOW_PRIVATE_HOSTS: '127.0.0.1',
    WEBHOOK_ALLOW_HTTP: 'true',
    WEBHOOK_RETRY_POLL_MS: '50',
    WEBHOOK_TIMEOUT_SECONDS: '1',
  });
  admin = (await t.signedIn('Admin')).session;
  partner = await t.signedIn('Partner');
  await createService(t, 'scaled');
});
afterAll(async () => {
  await holding.close();
  await t.close();
  await removeRedisKeys(prefix);
  await new Promise((resolve) => receiver.close(resolve));
});

async function latest(endpointId: number, attempts: number) {
  const deadline = Date.now() + 10_000;
  for (;;) {
    const res = await partner.session.get(`/api/webhooks/${endpointId}/deliveries`);
    const [delivery] = WebhookDeliveriesResponse.parse(res.json()).data;
    // The row and its attempts are read by two queries: both must have caught up.
    if (delivery && delivery.attempts >= attempts && delivery.log.length >= attempts)
      return delivery;
    if (Date.now() > deadline) throw new Error(`no attempt ${attempts}`);
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
}

describe('webhooks with the shared job queue (BullMQ on Redis)', () => {
  it('delivers, retries after the backoff and resends by hand through the shared queue', async () => {
    const created = await partner.session.post('/api/webhooks', {
      url: `http://127.0.0.1:${(receiver.address() as AddressInfo).port}/in`,
      events: ['package.exhausted'],
    });
    expect(created.statusCode, created.body).toBe(201);
    const endpoint = WebhookEndpointCreatedResponse.parse(created.json()).data;
    const { id: serviceId } = await t.db
      .selectFrom('services')
      .select('id')
      .where('code', '=', 'scaled')
      .executeTakeFirstOrThrow();
    await t.db
      .insertInto('tariff_packages')
      .values({
        user_id: partner.user.id,
        service_id: serviceId,
        quota: 1,
        price_minor: 100,
        currency: 'KZT',
        valid_from: '2026-11-01',
        valid_to: '2026-11-30',
        closed_at: null,
        created_at: t.clock.now().toISOString(),
      })
      .execute();
    const ingested = await admin.post('/api/usage/requests', {
      records: [
        {
          requestId: 'scaled-1',
          userId: partner.user.id,
          serviceCode: 'scaled',
          time: t.clock.now().toISOString(),
          status: 'success',
          httpStatus: 200,
          durationMs: 3,
        },
      ],
    });
    expect(ingested.json().accepted).toBe(1);

    let delivery = await latest(endpoint.id, 1);
    expect(delivery).toMatchObject({ status: 'pending', lastStatusCode: 503 });
    t.clock.advance(retryDelayMs(1, t.config.WEBHOOK_FIRST_RETRY_SECONDS));
    delivery = await latest(endpoint.id, 2);
    expect(delivery.status).toBe('pending');
    // Waiting for its retry, it is not resent by hand; once delivered, it may be.
    const early = await partner.session.post(`/api/webhooks/deliveries/${delivery.id}/resend`);
    expect(early.statusCode, early.body).toBe(409);
    answer = 200;
    t.clock.advance(retryDelayMs(2, t.config.WEBHOOK_FIRST_RETRY_SECONDS));
    delivery = await latest(endpoint.id, 3);
    expect(delivery.status).toBe('succeeded');
    const resent = await partner.session.post(`/api/webhooks/deliveries/${delivery.id}/resend`);
    expect(resent.statusCode, resent.body).toBe(200);
    delivery = await latest(endpoint.id, 4);
    expect(delivery.status).toBe('succeeded');
    expect(received).toHaveLength(4);
    for (const message of received)
      expect(new Webhook(endpoint.secret).verify(message.body, message.headers)).toMatchObject({
        type: 'package.exhausted',
      });
  });

  it('a slow endpoint of partner A does not delay partner B’s delivery beyond 1 s', async () => {
    const serviceId = (
      await t.db
        .selectFrom('services')
        .select('id')
        .where('code', '=', 'scaled')
        .executeTakeFirstOrThrow()
    ).id;
    const service = { id: serviceId, code: 'scaled' };
    const [a, b] = [await t.signedIn('Partner'), await t.signedIn('Partner')];
    for (const path of ['/a1', '/a2', '/a3']) {
      holding.answers.set(path, 'hold');
      const res = await a.session.post('/api/webhooks', {
        url: holding.url(path),
        events: ['package.exhausted'],
      });
      expect(res.statusCode, res.body).toBe(201);
    }
    const res = await b.session.post('/api/webhooks', {
      url: holding.url('/b'),
      events: ['package.exhausted'],
    });
    expect(res.statusCode, res.body).toBe(201);
    await exhaustPackage(t, admin, a.user.id, service);
    await until(async () => (holding.at('/a1').length > 0 ? true : undefined), 'A’s attempt');
    const announced = Date.now();
    await exhaustPackage(t, admin, b.user.id, service);
    await until(async () => (holding.at('/b').length > 0 ? true : undefined), 'B’s delivery');
    expect(holding.at('/b')[0]!.at - announced).toBeLessThan(1000);
  });
});
