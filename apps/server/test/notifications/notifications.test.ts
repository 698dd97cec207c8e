import Echo from 'laravel-echo';
import Pusher from 'pusher-js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  NOTIFICATIONS_CHANGED_EVENT,
  NotificationsPage,
  NotificationsReadResponse,
  type NotificationsChangedEvent,
} from '@cabinet/contract';
import { createService } from '../helpers/export-world.js';
import type { Session } from '../helpers/session.js';
import { startTestApp, type TestApp, type TestUser } from '../helpers/test-app.js';

let t: TestApp;
let base: string;
let partnerA: { user: TestUser; session: Session };
let partnerB: { user: TestUser; session: Session };
let ids: number[];

async function until<T>(read: () => Promise<T>, done: (value: T) => boolean, ms = 10_000) {
  const deadline = Date.now() + ms;
  for (;;) {
    const value = await read();
    if (done(value)) return value;
    if (Date.now() > deadline) throw new Error(`not in time: ${JSON.stringify(value)}`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

beforeAll(async () => {
  t = await startTestApp();
  base = await t.app.listen({ host: '127.0.0.1', port: 0 });
  const admin = (await t.signedIn('Admin')).session;
  const integrator = (await t.signedIn('Integrator', { roles: ['ProviderIntegrator'] })).session;
  partnerA = await t.signedIn('Partner');
  partnerB = await t.signedIn('Partner');
  const serviceId = await createService(t, 'noticed');
  const created = await admin.post(
    `/api/users/${partnerA.user.id}/tariff-packages/${serviceId}/create`,
    { quota: 10, priceMinor: 100_000, validFrom: '2026-11-01', validTo: '2026-11-30' },
  );
  expect(created.statusCode, created.body).toBe(201);
  // Two rules that hold at once: the first recorded request raises two notifications.
  for (const condition of [
    { kind: 'packageRemaining', below: 1_000, unit: 'requests' },
    { kind: 'packageRemaining', below: 100, unit: 'percent' },
  ]) {
    const res = await partnerA.session.post('/api/alerts/rules', { condition, email: false });
    expect(res.statusCode, res.body).toBe(201);
  }
  const ingested = await integrator.post('/api/usage/requests', {
    records: [
      {
        requestId: 'n-1',
        userId: partnerA.user.id,
        serviceCode: 'noticed',
        time: new Date(t.clock.now().getTime() - 60_000).toISOString(),
        status: 'success',
        httpStatus: 200,
        durationMs: 5,
      },
    ],
  });
  expect(ingested.json().accepted, ingested.body).toBe(1);
  const rows = await until(
    () =>
      t.db
        .selectFrom('notifications')
        .select('id')
        .where('user_id', '=', partnerA.user.id)
        .orderBy('id')
        .execute(),
    (found) => found.length === 2,
  );
  ids = rows.map((row) => row.id);
});
afterAll(() => t.close());

const page = async (session: Session, query = '') => {
  const res = await session.get(`/api/notifications${query}`);
  expect(res.statusCode, res.body).toBe(200);
  return NotificationsPage.parse(res.json());
};

describe('the notification centre', () => {
  it('lists the caller’s own notifications newest first, with the unread count and filter', async () => {
    const all = await page(partnerA.session);
    expect(all.meta.total).toBe(2);
    expect(all.unread).toBe(2);
    expect(all.data.map((n) => n.id)).toEqual([...ids].reverse());
    expect(all.data[0]).toMatchObject({
      type: 'alert.triggered',
      readAt: null,
      alert: { partner: { id: partnerA.user.id }, condition: { kind: 'packageRemaining' } },
    });
    const first = await page(partnerA.session, '?rowsPerPage=1');
    expect(first.data).toHaveLength(1);
    expect(first.meta.total).toBe(2);
    expect((await page(partnerA.session, '?unread=true')).meta.total).toBe(2);
    expect((await page(partnerA.session, '?unread=false')).meta.total).toBe(0);
  });

  it('another partner sees none of them and cannot mark them read (404); strangers get 401', async () => {
    const other = await page(partnerB.session);
    expect(other.meta.total).toBe(0);
    expect(other.unread).toBe(0);
    const res = await partnerB.session.post(`/api/notifications/${ids[0]}/read`);
    expect(res.statusCode).toBe(404);
    const readAll = await partnerB.session.post('/api/notifications/read-all');
    expect(NotificationsReadResponse.parse(readAll.json()).data.unread).toBe(0);
    expect((await page(partnerA.session)).unread).toBe(2);
    expect((await t.session().get('/api/notifications')).statusCode).toBe(401);
  });

  it('reading one, then all, answers and broadcasts the new unread count', async () => {
    const echo = new Echo({
      broadcaster: 'reverb',
      key: 'cabinet',
      wsHost: '127.0.0.1',
      wsPort: Number(new URL(base).port),
      forceTLS: false,
      enabledTransports: ['ws'],
      disableStats: true,
      Pusher,
      authEndpoint: `${base}/broadcasting/auth`,
      auth: { headers: { Authorization: `Bearer ${partnerA.session.token!}` } },
    });
    const heard: NotificationsChangedEvent[] = [];
    // Echo users write the class name too (Laravel's `App\Events\NotificationsChanged`).
    const heardByClass: NotificationsChangedEvent[] = [];
    try {
      await new Promise<void>((resolve, reject) => {
        const channel = echo.private(`App.Models.User.${partnerA.user.id}`);
        channel.listen(`.${NOTIFICATIONS_CHANGED_EVENT}`, (event: NotificationsChangedEvent) =>
          heard.push(event),
        );
        channel.listen(NOTIFICATIONS_CHANGED_EVENT, (event: NotificationsChangedEvent) =>
          heardByClass.push(event),
        );
        channel.subscribed(() => resolve());
        channel.error((error: unknown) => reject(new Error(JSON.stringify(error))));
      });
      const one = await partnerA.session.post(`/api/notifications/${ids[0]}/read`);
      expect(one.statusCode, one.body).toBe(200);
      expect(NotificationsReadResponse.parse(one.json()).data.unread).toBe(1);
      await until(
        async () => heard,
        (events) => events.length === 1,
      );
      expect(heard[0]).toEqual({ unread: 1 });
      const unread = await page(partnerA.session, '?unread=true');
      expect(unread.data.map((n) => n.id)).toEqual([ids[1]]);
      const read = await page(partnerA.session, '?unread=false');
      expect(read.data[0]!.readAt).not.toBeNull();

      const all = await partnerA.session.post('/api/notifications/read-all');
      expect(NotificationsReadResponse.parse(all.json()).data.unread).toBe(0);
      await until(
        async () => heard,
        (events) => events.length === 2,
      );
      expect(heard[1]).toEqual({ unread: 0 });
      await until(
        async () => heardByClass,
        (events) => events.length === 2,
      );
      expect(heardByClass).toEqual(heard);
    } finally {
      echo.disconnect();
    }
  });
});
