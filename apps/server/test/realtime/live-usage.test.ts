import Echo from 'laravel-echo';
import Pusher from 'pusher-js';
import { Redis } from 'ioredis';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import {
  PROVIDER_CHANNEL,
  USAGE_RECORDED_EVENT,
  partnerChannel,
  userChannel,
  type UsageRecordedEvent,
} from '@cabinet/contract';
import { InProcessEventBus, type ChannelEvent } from '../../src/core/events/event-bus.js';
import { PULSE_INTERVAL_MS, UsagePulse } from '../../src/features/usage/live/usage-pulse.js';
import { createService } from '../helpers/export-world.js';
import type { Session } from '../helpers/session.js';
import { startTestApp, type TestApp, type TestUser } from '../helpers/test-app.js';
import { removeRedisKeys, TEST_REDIS_URL, testRedisPrefix } from '../helpers/test-redis.js';

describe('the usage pulse coalesces bursts per channel', () => {
  it('tells the first batch at once, then at most one event per interval with the sum', async () => {
    vi.useFakeTimers();
    try {
      const bus = new InProcessEventBus();
      const heard: ChannelEvent[] = [];
      bus.subscribe((event) => heard.push(event));
      const pulse = new UsagePulse(bus, () => {}, 300);
      const at = new Date('2026-11-02T09:00:00Z');
      for (let i = 0; i < 50; i += 1) pulse.recorded(7, 2, [{ userId: 11, partnerId: 5 }], at);
      await Promise.resolve();
      const channels = [userChannel(7), PROVIDER_CHANNEL, userChannel(11), partnerChannel(5)];
      expect(heard.map((e) => e.channel).sort()).toEqual([...channels].sort());
      expect(heard.every((e) => e.event === USAGE_RECORDED_EVENT)).toBe(true);
      expect((heard[0]!.data as UsageRecordedEvent).accepted).toBe(2);
      heard.length = 0;
      await vi.advanceTimersByTimeAsync(300);
      // One trailing event per channel carries the other 49 batches.
      expect(heard).toHaveLength(4);
      expect(heard.map((e) => (e.data as UsageRecordedEvent).accepted)).toEqual([98, 98, 98, 98]);
      heard.length = 0;
      await vi.advanceTimersByTimeAsync(1000);
      expect(heard).toHaveLength(0);
      // A batch that recorded nothing tells only its sender (its receipt changed).
      pulse.recorded(7, 0, [], at);
      expect(heard.map((e) => e.channel)).toEqual([userChannel(7)]);
      pulse.close();
    } finally {
      vi.useRealTimers();
    }
  });
});

let t: TestApp;
let base: string;
let port: number;
let admin: { user: TestUser; session: Session };
let partner: { user: TestUser; session: Session };
let otherPartner: { user: TestUser; session: Session };
let member: TestUser;
let integrator: Session;

beforeAll(async () => {
  t = await startTestApp();
  base = await t.app.listen({ host: '127.0.0.1', port: 0 });
  port = Number(new URL(base).port);
  admin = await t.signedIn('Admin');
  partner = await t.signedIn('Partner');
  otherPartner = await t.signedIn('Partner');
  member = await t.user('client', { parentId: partner.user.id });
  integrator = (await t.signedIn('Integrator', { roles: ['ProviderIntegrator'] })).session;
  await createService(t, 'liveSvc');
});
afterAll(() => t.close());

function echoFor(token: string) {
  return new Echo({
    broadcaster: 'reverb',
    key: 'cabinet',
    wsHost: '127.0.0.1',
    wsPort: port,
    forceTLS: false,
    enabledTransports: ['ws'],
    disableStats: true,
    Pusher,
    authEndpoint: `${base}/broadcasting/auth`,
    auth: { headers: { Authorization: `Bearer ${token}` } },
  });
}

const subscribed = (echo: ReturnType<typeof echoFor>, channel: string) =>
  new Promise<void>((resolve, reject) => {
    const c = echo.private(channel);
    c.subscribed(() => resolve());
    c.error((error: unknown) => reject(new Error(JSON.stringify(error))));
  });

const within = <T>(promise: Promise<T>, ms = 5000) =>
  Promise.race([
    promise,
    new Promise<never>((_, reject) => setTimeout(() => reject(new Error('not in time')), ms)),
  ]);

describe('ingestion tells open dashboards over private channels', () => {
  it('the partner, its user and the provider’s staff hear UsageRecorded; another partner does not', async () => {
    const echoes = {
      partner: echoFor(partner.session.token!),
      other: echoFor(otherPartner.session.token!),
      admin: echoFor(admin.session.token!),
    };
    try {
      const heard = (echo: Echo<'reverb'>, channel: string, event: string) =>
        new Promise<UsageRecordedEvent>((resolve) =>
          echo.private(channel.replace(/^private-/, '')).listen(event, resolve),
        );
      const partnerChannelName = partnerChannel(partner.user.id);
      const partnerHeard = heard(echoes.partner, partnerChannelName, `.${USAGE_RECORDED_EVENT}`);
      // As Echo users write a Laravel event: its class name in Echo's default namespace.
      const partnerHeardByClass = heard(echoes.partner, partnerChannelName, USAGE_RECORDED_EVENT);
      const adminHeard = heard(echoes.admin, PROVIDER_CHANNEL, USAGE_RECORDED_EVENT);
      let otherHeard = false;
      echoes.other
        .private(`partner.${otherPartner.user.id}`)
        .listen(`.${USAGE_RECORDED_EVENT}`, () => (otherHeard = true));
      await within(
        Promise.all([
          subscribed(echoes.partner, `partner.${partner.user.id}`),
          subscribed(echoes.admin, 'provider'),
          subscribed(echoes.other, `partner.${otherPartner.user.id}`),
        ]),
      );

      const res = await integrator.post('/api/usage/requests', {
        records: [
          {
            requestId: 'live-1',
            userId: member.id,
            serviceCode: 'liveSvc',
            time: t.clock.now().toISOString(),
            status: 'success',
            httpStatus: 200,
            durationMs: 5,
          },
        ],
      });
      expect(res.statusCode, res.body).toBe(200);
      expect((await within(partnerHeard)).accepted).toBe(1);
      expect((await within(partnerHeardByClass)).accepted).toBe(1);
      expect((await within(adminHeard)).accepted).toBe(1);
      await new Promise((resolve) => setTimeout(resolve, 200));
      expect(otherHeard).toBe(false);
    } finally {
      for (const echo of Object.values(echoes)) echo.disconnect();
    }
  });

  it('a client hears its own usage on its own channel, and is refused its partner’s', async () => {
    const session = t.session();
    await session.login(member.login, member.password);
    const echo = echoFor(session.token!);
    try {
      const own = echo.private(`App.Models.User.${member.id}`);
      const heard = new Promise<UsageRecordedEvent>((resolve) =>
        own.listen(`.${USAGE_RECORDED_EVENT}`, resolve),
      );
      await within(subscribed(echo, `App.Models.User.${member.id}`));
      await expect(within(subscribed(echo, `partner.${partner.user.id}`))).rejects.toThrow(/403/);
      const res = await integrator.post('/api/usage/requests', {
        records: [
          {
            requestId: 'live-client-1',
            userId: member.id,
            serviceCode: 'liveSvc',
            time: t.clock.now().toISOString(),
            status: 'success',
            httpStatus: 200,
            durationMs: 5,
          },
        ],
      });
      expect(res.statusCode, res.body).toBe(200);
      expect((await within(heard)).accepted).toBe(1);
    } finally {
      echo.disconnect();
    }
  });

  it('only staff may listen on the provider’s channel', async () => {
    const sign = (session: Session) =>
      session.post('/broadcasting/auth', { socket_id: '123.456', channel_name: PROVIDER_CHANNEL });
    expect((await sign(partner.session)).statusCode).toBe(403);
    expect((await sign(integrator)).statusCode).toBe(403);
    expect((await sign(admin.session)).statusCode).toBe(200);
  });
});

describe('in the scaled mode the event goes through Redis, for every process’s clients', () => {
  it('one UsageRecorded per channel reaches the shared channel for a burst of batches', async () => {
    const prefix = testRedisPrefix('live-usage');
    const scaled = await startTestApp({ REDIS_URL: TEST_REDIS_URL, REDIS_PREFIX: prefix });
    const listener = new Redis(TEST_REDIS_URL);
    try {
      const partnerX = await scaled.user('Partner');
      const sender = (await scaled.signedIn('Integrator', { roles: ['ProviderIntegrator'] }))
        .session;
      await createService(scaled, 'liveSvc');
      const heard: ChannelEvent[] = [];
      await listener.subscribe(`${prefix}:events`);
      listener.on('message', (_channel: string, text: string) =>
        heard.push(JSON.parse(text) as ChannelEvent),
      );
      // Ten batches at once: the partner's channel is told at once and then once per interval.
      const began = Date.now();
      const batches = Array.from({ length: 10 }, (_, i) =>
        sender.post('/api/usage/requests', {
          records: [
            {
              requestId: `burst-${i}`,
              userId: partnerX.id,
              serviceCode: 'liveSvc',
              time: scaled.clock.now().toISOString(),
              status: 'success',
              httpStatus: 200,
              durationMs: 5,
            },
          ],
        }),
      );
      for (const res of await Promise.all(batches)) expect(res.statusCode, res.body).toBe(200);
      const took = Date.now() - began;
      const onPartner = () =>
        heard.filter(
          (e) => e.channel === partnerChannel(partnerX.id) && e.event === USAGE_RECORDED_EVENT,
        );
      await vi.waitFor(
        () =>
          expect(
            onPartner().reduce((sum, e) => sum + (e.data as UsageRecordedEvent).accepted, 0),
          ).toBe(10),
        { timeout: 5000 },
      );
      expect(onPartner().length).toBeLessThan(10);
      expect(onPartner().length).toBeLessThanOrEqual(2 + Math.ceil(took / PULSE_INTERVAL_MS));
    } finally {
      await listener.quit();
      await scaled.close();
      await removeRedisKeys(prefix);
    }
  });
});
