import http from 'node:http';
import type { AddressInfo } from 'node:net';
import Echo from 'laravel-echo';
import Pusher from 'pusher-js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Webhook } from 'standardwebhooks';
import {
  AlertEventsResponse,
  AlertRuleResponse,
  AlertRulesResponse,
  NOTIFICATIONS_CHANGED_EVENT,
  WebhookEndpointCreatedResponse,
  WebhookPayload,
  type NotificationsChangedEvent,
} from '@cabinet/contract';
import type { Session } from '../helpers/session.js';
import { startTestApp, type TestApp } from '../helpers/test-app.js';

interface Received {
  headers: Record<string, string>;
  body: string;
}
const received: Received[] = [];
const receiver = http.createServer((request, response) => {
  let body = '';
  request.on('data', (chunk: Buffer) => (body += chunk.toString('utf8')));
  request.on('end', () => {
    received.push({ headers: request.headers as Record<string, string>, body });
    response.end();
  });
});

let t: TestApp;
let base: string;
let admin: Session;
let integrator: Session;
const code = 'alertSvc';
let serviceId: number;

beforeAll(async () => {
  await new Promise<void>((resolve) => receiver.listen(0, '127.0.0.1', resolve));
  t = await startTestApp({
    WEBHOOK_ALLOW_PRIVATE_HOSTS: '127.0.0.0/8',
    WEBHOOK_ALLOW_HTTP: 'true',
    WEBHOOK_RETRY_POLL_MS: '50',
  });
  base = await t.app.listen({ host: '127.0.0.1', port: 0 });
  admin = (await t.signedIn('Admin')).session;
  integrator = (await t.signedIn('Integrator', { roles: ['ProviderIntegrator'] })).session;
  const service = await admin.post('/api/services/create', {
    code,
    name: 'Оповещаемый',
    upstreamUrl: 'builtin:company-check',
    billableOutcomes: 'success',
  });
  serviceId = service.json().data.id;
});
afterAll(async () => {
  await t.close();
  await new Promise((resolve) => receiver.close(resolve));
});

/** A partner with one user, signed in. */
async function world() {
  const partner = await t.signedIn('Partner');
  const member = await t.user('client', { parentId: partner.user.id });
  return { partner, member };
}

let sequence = 0;
async function ingest(userId: number, count: number, status: 'success' | 'error' = 'success') {
  const records = Array.from({ length: count }, () => {
    sequence += 1;
    return {
      requestId: `alert-${sequence}`,
      userId,
      serviceCode: code,
      time: new Date(t.clock.now().getTime() - 60_000).toISOString(),
      status,
      httpStatus: status === 'success' ? 200 : 500,
      durationMs: 5,
    };
  });
  const res = await integrator.post('/api/usage/requests', { records });
  expect(res.statusCode, res.body).toBe(200);
  expect(res.json().accepted).toBe(count);
}

async function until<T>(read: () => Promise<T>, done: (value: T) => boolean, ms = 10_000) {
  const deadline = Date.now() + ms;
  for (;;) {
    const value = await read();
    if (done(value)) return value;
    if (Date.now() > deadline) throw new Error(`not in time: ${JSON.stringify(value)}`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

const notificationsOf = (userId: number) =>
  t.db
    .selectFrom('notifications')
    .selectAll()
    .where('user_id', '=', userId)
    .orderBy('id')
    .execute();
const mailTo = (email: string) =>
  t.db
    .selectFrom('mail_outbox')
    .selectAll()
    .where('to_address', '=', email)
    .orderBy('id')
    .execute();
const settle = () => new Promise((resolve) => setTimeout(resolve, 1_500));

async function rule(session: Session, body: Record<string, unknown>) {
  const res = await session.post('/api/alerts/rules', body);
  expect(res.statusCode, res.body).toBe(201);
  return AlertRuleResponse.parse(res.json()).data;
}

function echoFor(token: string) {
  return new Echo({
    broadcaster: 'reverb',
    key: 'cabinet',
    wsHost: '127.0.0.1',
    wsPort: Number(new URL(base).port),
    forceTLS: false,
    enabledTransports: ['ws'],
    disableStats: true,
    Pusher,
    authEndpoint: `${base}/broadcasting/auth`,
    auth: { headers: { Authorization: `Bearer ${token}` } },
  });
}

describe('a package crossing its threshold during ingestion', () => {
  it('raises one notification, one e-mail and one signed webhook however many batches come, and resolves on a top-up', async () => {
    const { partner, member } = await world();
    const created = await admin.post(
      `/api/users/${member.id}/tariff-packages/${serviceId}/create`,
      {
        quota: 10,
        priceMinor: 100_000,
        validFrom: '2026-11-01',
        validTo: '2026-11-30',
      },
    );
    expect(created.statusCode, created.body).toBe(201);
    const packageId = created.json().data.id as number;
    const hook = await partner.session.post('/api/webhooks', {
      url: `http://127.0.0.1:${(receiver.address() as AddressInfo).port}/alerts`,
      events: ['alert.triggered', 'alert.resolved'],
    });
    expect(hook.statusCode, hook.body).toBe(201);
    const { secret } = WebhookEndpointCreatedResponse.parse(hook.json()).data;
    const alert = await rule(partner.session, {
      condition: { kind: 'packageRemaining', below: 3, unit: 'requests' },
    });

    const echo = echoFor(partner.session.token!);
    const heard: NotificationsChangedEvent[] = [];
    try {
      await new Promise<void>((resolve, reject) => {
        const channel = echo.private(`App.Models.User.${partner.user.id}`);
        channel.listen(`.${NOTIFICATIONS_CHANGED_EVENT}`, (event: NotificationsChangedEvent) =>
          heard.push(event),
        );
        channel.subscribed(() => resolve());
        channel.error((error: unknown) => reject(new Error(JSON.stringify(error))));
      });

      // Four batches bring the package to 2 left (the crossing), two more use it up.
      for (let batch = 0; batch < 4; batch += 1) await ingest(member.id, 2);
      const [first] = await until(
        () => notificationsOf(partner.user.id),
        (rows) => rows.length > 0,
      );
      expect(first).toMatchObject({ type: 'alert.triggered', read_at: null });
      expect(JSON.parse(first!.payload)).toMatchObject({
        ruleId: alert.id,
        partner: { id: partner.user.id },
        condition: { kind: 'packageRemaining', below: 3 },
        value: 2,
      });
      await ingest(member.id, 1);
      await ingest(member.id, 1);
      await settle();
      expect(await notificationsOf(partner.user.id)).toHaveLength(1);
      const mails = await mailTo(partner.user.email);
      expect(mails).toHaveLength(1);
      expect(mails[0]!.subject).toContain('Оповещение');
      expect(mails[0]!.body_text).toContain('меньше 3 запросов');
      const triggered = await until(
        async () =>
          received
            .map((r) => WebhookPayload.parse(new Webhook(secret).verify(r.body, r.headers)))
            .filter((p) => p.type === 'alert.triggered'),
        (events) => events.length > 0,
      );
      expect(triggered).toHaveLength(1);
      expect(triggered[0]!.data).toMatchObject({
        ruleId: alert.id,
        value: 2,
        period: `${packageId}:10`,
      });
      const live = await until(
        async () => heard,
        (events) => events.length > 0,
      );
      expect(live[0]).toMatchObject({
        unread: 1,
        notification: { type: 'alert.triggered', alert: { ruleId: alert.id, value: 2 } },
      });
      const shown = AlertRulesResponse.parse(
        (await partner.session.get('/api/alerts/rules')).json(),
      ).data.find((r) => r.id === alert.id);
      expect(shown).toMatchObject({ state: 'triggered', lastValue: 2 });

      // A top-up: the condition no longer holds with the next batch.
      const topUp = await admin.post(
        `/api/users/${member.id}/tariff-packages/${serviceId}/extend/${packageId}`,
        { addQuota: 100 },
      );
      expect(topUp.statusCode, topUp.body).toBe(200);
      await ingest(member.id, 1);
      const both = await until(
        () => notificationsOf(partner.user.id),
        (rows) => rows.length > 1,
      );
      expect(both.map((row) => row.type)).toEqual(['alert.triggered', 'alert.resolved']);
      const history = AlertEventsResponse.parse(
        (await partner.session.get(`/api/alerts/rules/${alert.id}/events`)).json(),
      ).data;
      expect(history.map((event) => [event.state, event.value])).toEqual([
        ['resolved', 99],
        ['triggered', 2],
      ]);
      await until(
        async () =>
          received
            .map((r) => WebhookPayload.parse(new Webhook(secret).verify(r.body, r.headers)))
            .filter((p) => p.type === 'alert.resolved'),
        (events) => events.length === 1,
      );
      await until(
        async () => heard,
        (events) => events.length === 2 && events[1]!.unread === 2,
      );
    } finally {
      echo.disconnect();
    }
  });
});

describe('spend and error-rate rules', () => {
  it('spend above an amount fires once the month’s charges pass it', async () => {
    const { partner, member } = await world();
    const tariff = await admin.post('/api/tariffs/create', {
      serviceId,
      name: 'Оповещения',
      tiers: [{ upTo: null, priceMinor: 1000 }],
      validFrom: '2026-01-01',
    });
    expect(tariff.statusCode, tariff.body).toBe(201);
    const assigned = await admin.post(`/api/users/${partner.user.id}/services/assign`, {
      serviceId,
      tariffId: tariff.json().data.id,
      from: '2026-01-01',
    });
    expect(assigned.statusCode, assigned.body).toBeLessThan(300);
    const assignedMember = await admin.post(`/api/users/${member.id}/services/assign`, {
      serviceId,
      tariffId: tariff.json().data.id,
      from: '2026-01-01',
    });
    expect(assignedMember.statusCode, assignedMember.body).toBeLessThan(300);
    const alert = await rule(partner.session, {
      serviceId,
      condition: { kind: 'spend', aboveMinor: 2_500, currency: 'KZT' },
      email: false,
    });
    await ingest(member.id, 2);
    await settle();
    expect(await notificationsOf(partner.user.id)).toHaveLength(0);
    await ingest(member.id, 1);
    const [fired] = await until(
      () => notificationsOf(partner.user.id),
      (rows) => rows.length > 0,
    );
    // The price includes 12% VAT (the default): 3 × floor(1000 / 1.12) = 3 × 892 before VAT.
    expect(JSON.parse(fired!.payload)).toMatchObject({ ruleId: alert.id, value: 2_676 });
    expect(await mailTo(partner.user.email)).toHaveLength(0);
    const [event] = AlertEventsResponse.parse(
      (await partner.session.get(`/api/alerts/rules/${alert.id}/events`)).json(),
    ).data;
    expect(event).toMatchObject({ state: 'triggered', period: '2026-11', value: 2_676 });
  });

  it('spend is counted before VAT: a VAT-inclusive price without its VAT, an exclusive one as is', async () => {
    const { partner, member } = await world();
    const other = await world();
    for (const [owner, vatIncluded, priceMinor] of [
      [partner.user.id, true, 1_120],
      [other.partner.user.id, false, 1_000],
    ] as const) {
      const tariff = await admin.post('/api/tariffs/create', {
        serviceId,
        name: `НДС ${vatIncluded ? 'в цене' : 'сверху'}`,
        tiers: [{ upTo: null, priceMinor }],
        vatIncluded,
        vatRate: 12,
        validFrom: '2026-01-01',
      });
      expect(tariff.statusCode, tariff.body).toBe(201);
      for (const userId of [owner, owner === partner.user.id ? member.id : other.member.id]) {
        const assigned = await admin.post(`/api/users/${userId}/services/assign`, {
          serviceId,
          tariffId: tariff.json().data.id,
          from: '2026-01-01',
        });
        expect(assigned.statusCode, assigned.body).toBeLessThan(300);
      }
    }
    const condition = { kind: 'spend', aboveMinor: 2_100, currency: 'KZT' };
    await rule(partner.session, { serviceId, condition });
    await rule(other.partner.session, { serviceId, condition });
    // Two requests: 2 240 with VAT, 2 000 before it, for both partners; no rule fires.
    await ingest(member.id, 2);
    await ingest(other.member.id, 2);
    await settle();
    expect(await notificationsOf(partner.user.id)).toHaveLength(0);
    expect(await notificationsOf(other.partner.user.id)).toHaveLength(0);
    await ingest(member.id, 1);
    await ingest(other.member.id, 1);
    for (const owner of [partner.user.id, other.partner.user.id]) {
      const [fired] = await until(
        () => notificationsOf(owner),
        (rows) => rows.length > 0,
      );
      expect(JSON.parse(fired!.payload)).toMatchObject({ value: 3_000 });
    }
  });

  it('an error share above a percentage fires once the hour holds enough requests, for the rule’s user', async () => {
    const { partner, member } = await world();
    const alert = await rule(partner.session, {
      userId: member.id,
      condition: { kind: 'errorRate', abovePercent: 50, minRequests: 4 },
    });
    await ingest(member.id, 3, 'error');
    await settle();
    expect(await notificationsOf(partner.user.id)).toHaveLength(0);
    await ingest(member.id, 1);
    const [fired] = await until(
      () => notificationsOf(partner.user.id),
      (rows) => rows.length > 0,
    );
    expect(JSON.parse(fired!.payload)).toMatchObject({
      ruleId: alert.id,
      user: { id: member.id },
      value: 75,
    });
    // The rule's user hears of it too, in its own notification centre.
    const own = await notificationsOf(member.id);
    expect(own).toHaveLength(1);
    // E-mails are queued after the notifications' commit: waited for, not read at once.
    const memberMail = await until(
      () => mailTo(member.email),
      (rows) => rows.length > 0,
    );
    expect(memberMail).toHaveLength(1);
  });

  it('an edit does not re-arm a rule within its period: one batch after a PATCH sends no second mail', async () => {
    const { partner, member } = await world();
    const alert = await rule(partner.session, {
      userId: member.id,
      condition: { kind: 'errorRate', abovePercent: 50, minRequests: 2 },
    });
    await ingest(member.id, 2, 'error');
    await until(
      () => mailTo(partner.user.email),
      (rows) => rows.length === 1,
    );
    const changed = await partner.session.call('PATCH', `/api/alerts/rules/${alert.id}`, {
      condition: { kind: 'errorRate', abovePercent: 40, minRequests: 2 },
    });
    expect(changed.statusCode, changed.body).toBe(200);
    await ingest(member.id, 1, 'error');
    await settle();
    expect(await mailTo(partner.user.email)).toHaveLength(1);
    expect(await mailTo(member.email)).toHaveLength(1);
    expect(await notificationsOf(partner.user.id)).toHaveLength(1);
    const history = AlertEventsResponse.parse(
      (await partner.session.get(`/api/alerts/rules/${alert.id}/events`)).json(),
    ).data;
    expect(history.map((event) => event.state)).toEqual(['triggered']);
  });

  it('a partner’s own text reaches the mail on one line and without its links', async () => {
    const { partner, member } = await world();
    // What a partner may have typed as its name: lines and links of its own.
    await t.db
      .updateTable('users')
      .set({
        name: 'ACME\r\n\nURGENT: pay at https://evil.example/pay\u2028or www.evil.kz, evil.com, pay@evil.kz\u202e now',
      })
      .where('id', '=', partner.user.id)
      .execute();
    await rule(partner.session, {
      userId: member.id,
      condition: { kind: 'errorRate', abovePercent: 50, minRequests: 2 },
    });
    await ingest(member.id, 2, 'error');
    const [mail] = await until(
      () => mailTo(partner.user.email),
      (rows) => rows.length === 1,
    );
    expect(mail!.body_text).not.toMatch(/evil|\u2028|\u202e|\r/);
    const line = mail!.body_text.split('\n').find((l) => l.includes('Сработало оповещение'));
    expect(line).toContain(`ACME URGENT: pay at or now / ${member.login}:`);
    // The one link in the mail is ours.
    expect(mail!.body_text.match(/https?:\/\/\S+/g)).toEqual([`${t.config.publicUrl}/alerts`]);
  });
});
