import Echo from 'laravel-echo';
import Pusher from 'pusher-js';
import { Redis } from 'ioredis';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { NOTIFICATIONS_CHANGED_EVENT, Permission, USAGE_RECORDED_EVENT } from '@cabinet/contract';
import WebSocket from 'ws';
import type { TestUser } from '../helpers/test-app.js';
import { startTestApp, type TestApp } from '../helpers/test-app.js';
import { removeRedisKeys, TEST_REDIS_URL, testRedisPrefix } from '../helpers/test-redis.js';

const prefix = testRedisPrefix('realtime');
let t: TestApp;
let base: string;
let port: number;
let redis: Redis;
beforeAll(async () => {
  // Through Redis, as in a cluster: the test publishes events the way another process would.
  t = await startTestApp({
    REALTIME_ALIVE_SECONDS: '1',
    REDIS_URL: TEST_REDIS_URL,
    REDIS_PREFIX: prefix,
  });
  base = await t.app.listen({ host: '127.0.0.1', port: 0 });
  port = Number(new URL(base).port);
  redis = new Redis(TEST_REDIS_URL);
});
afterAll(async () => {
  await redis.quit();
  await t.close();
  await removeRedisKeys(prefix);
});

const publish = (channel: string, event: string, data: unknown) =>
  redis.publish(`${prefix}:events`, JSON.stringify({ channel, event, data }));

/** A stock Laravel Echo client, as a Laravel developer configures it for Reverb. */
function echoFor(token?: string) {
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
    auth: { headers: token ? { Authorization: `Bearer ${token}` } : {} },
  });
}

const within = <T>(promise: Promise<T>, ms = 5000) =>
  Promise.race([
    promise,
    new Promise<never>((_, reject) => setTimeout(() => reject(new Error('not in time')), ms)),
  ]);

async function tokenOf(user: TestUser): Promise<string> {
  const session = t.session();
  await session.login(user.login, user.password);
  return session.token!;
}

describe('realtime as Laravel Echo and pusher-js expect it', () => {
  it('Echo hears SendAliveEvent on the public channel, by both names it listens by', async () => {
    const echo = echoFor();
    try {
      const namespaced = new Promise<{ time: string; version: string }>((resolve) =>
        echo.channel('public').listen('SendAliveEvent', resolve),
      );
      const plain = new Promise<unknown>((resolve) =>
        echo.channel('public').listen('.SendAliveEvent', resolve),
      );
      const data = await within(namespaced);
      expect(data.version).toBe('0.1.0');
      expect(Date.parse(data.time)).not.toBeNaN();
      await within(plain);
    } finally {
      echo.disconnect();
    }
  });

  it('Echo hears every Laravel-style event by its class name and by its plain name', async () => {
    const user = await t.user('client');
    const name = `App.Models.User.${user.id}`;
    const echo = echoFor(await tokenOf(user));
    try {
      const channel = echo.private(name);
      await within(new Promise<void>((resolve) => channel.subscribed(() => resolve())));
      for (const event of [USAGE_RECORDED_EVENT, NOTIFICATIONS_CHANGED_EVENT, 'SendAliveEvent']) {
        const byClass = new Promise((resolve) => channel.listen(event, resolve));
        const byPlainName = new Promise((resolve) => channel.listen(`.${event}`, resolve));
        await publish(`private-${name}`, event, { event });
        expect(await within(byClass), event).toEqual({ event });
        expect(await within(byPlainName), event).toEqual({ event });
      }
    } finally {
      echo.disconnect();
    }
  });

  it('a private channel delivers only to the user it belongs to', async () => {
    const owner = await t.user('client');
    const other = await t.user('client');
    const channel = `App.Models.User.${owner.id}`;
    const mine = echoFor(await tokenOf(owner));
    const theirs = echoFor(await tokenOf(other));
    try {
      const subscribed = new Promise<void>((resolve) =>
        mine.private(channel).subscribed(() => resolve()),
      );
      const refused = new Promise<void>((resolve) =>
        theirs.private(channel).error(() => resolve()),
      );
      const heard: unknown[] = [];
      theirs.private(channel).listen('.invoice.ready', (data: unknown) => heard.push(data));
      await within(subscribed);
      await within(refused);
      const received = new Promise<unknown>((resolve) =>
        mine.private(channel).listen('.invoice.ready', resolve),
      );
      await publish(`private-${channel}`, 'invoice.ready', { month: '2026-10' });
      expect(await within(received)).toEqual({ month: '2026-10' });
      expect(heard).toEqual([]);
    } finally {
      mine.disconnect();
      theirs.disconnect();
    }
  });
});

describe('the Pusher protocol at /app/{key}', () => {
  const open = (key = 'cabinet') => {
    const socket = new WebSocket(`ws://127.0.0.1:${port}/app/${key}?protocol=7&client=js`);
    const frames: Array<Record<string, unknown>> = [];
    socket.on('message', (raw) => frames.push(JSON.parse(String(raw)) as Record<string, unknown>));
    const next = async (event: string) => {
      for (let i = 0; i < 100; i++) {
        const found = frames.find((f) => f.event === event);
        if (found) {
          frames.splice(frames.indexOf(found), 1);
          return found;
        }
        await new Promise((resolve) => setTimeout(resolve, 50));
      }
      throw new Error(`no ${event}`);
    };
    return { socket, next };
  };

  it('establishes the connection with a socket id, answers pings, refuses what it must', async () => {
    const { socket, next } = open();
    const established = await next('pusher:connection_established');
    const data = JSON.parse(established.data as string) as Record<string, unknown>;
    expect(data.socket_id).toMatch(/^\d+\.\d+$/);
    expect(data.activity_timeout).toBe(30);
    socket.send(JSON.stringify({ event: 'pusher:ping', data: {} }));
    await next('pusher:pong');
    socket.send(JSON.stringify({ event: 'pusher:subscribe', data: { channel: 'admins-only' } }));
    expect((await next('pusher:error')).data).toMatchObject({ code: 4009 });
    socket.send(
      JSON.stringify({
        event: 'pusher:subscribe',
        data: { channel: 'private-App.Models.User.1', auth: 'cabinet:forged' },
      }),
    );
    expect((await next('pusher:error')).data).toMatchObject({ code: 4009 });
    socket.send('not json');
    await next('pusher:error');
    expect(socket.readyState).toBe(WebSocket.OPEN);
    socket.close();
  });

  it('closes with 4001 for an application key it does not know', async () => {
    const { socket } = open('someone-else');
    const code = await new Promise<number>((resolve) => socket.once('close', resolve));
    expect(code).toBe(4001);
  });

  it('signs the partner’s channel only for the partner and users who act for all of it', async () => {
    const partner = await t.user('Partner');
    const member = await t.user('client', { parentId: partner.id });
    const stranger = await t.user('Partner');
    // A partner's user given a permission over the whole partner (its alert rules).
    const admin = (await t.signedIn('Admin')).session;
    const role = await admin.post('/api/access-control/role', {
      key: 'partner-alerts',
      name: 'Оповещения партнёра',
      description: 'Роль теста',
      rules: [Permission.alertsManage],
    });
    expect(role.statusCode, role.body).toBe(201);
    const manager = await t.user('client', {
      parentId: partner.id,
      roles: ['client', 'partner-alerts'],
    });
    const integrator = await t.user('Integrator', { parentId: partner.id });
    const auth = async (user: TestUser | undefined, channel: string) => {
      const headers: Record<string, string> = {
        'content-type': 'application/x-www-form-urlencoded',
      };
      if (user) headers.authorization = `Bearer ${await tokenOf(user)}`;
      return t.app.inject({
        method: 'POST',
        url: '/broadcasting/auth',
        headers,
        payload: `socket_id=123.456&channel_name=${encodeURIComponent(channel)}`,
      });
    };
    const signed = await auth(partner, `private-partner.${partner.id}`);
    expect(signed.statusCode, signed.body).toBe(200);
    expect(signed.json().auth).toMatch(/^cabinet:[0-9a-f]{64}$/);
    expect((await auth(manager, `private-partner.${partner.id}`)).statusCode).toBe(200);
    // A client and an integrator of the partner hear only themselves.
    expect((await auth(member, `private-partner.${partner.id}`)).statusCode).toBe(403);
    expect((await auth(integrator, `private-partner.${partner.id}`)).statusCode).toBe(403);
    expect((await auth(integrator, `private-App.Models.User.${integrator.id}`)).statusCode).toBe(
      200,
    );
    expect((await auth(member, `private-App.Models.User.${member.id}`)).statusCode).toBe(200);
    expect((await auth(stranger, `private-partner.${partner.id}`)).statusCode).toBe(403);
    expect((await auth(member, `private-App.Models.User.${partner.id}`)).statusCode).toBe(403);
    expect((await auth(member, 'public')).statusCode).toBe(403);
    expect((await auth(undefined, `private-App.Models.User.${member.id}`)).statusCode).toBe(401);
  });
});
