import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Webhook } from 'standardwebhooks';
import { WebhookEndpointCreatedResponse, WebhookPayload } from '@cabinet/contract';
import { createService, download, exportUrl } from '../helpers/export-world.js';
import type { Session } from '../helpers/session.js';
import { startTestApp, type TestApp, type TestUser } from '../helpers/test-app.js';
import { demoBin } from '../../src/seed/demo-partners.js';

interface Received {
  path: string;
  headers: Record<string, string>;
  body: string;
}

const received: Received[] = [];
const receiver = http.createServer((request, response) => {
  let body = '';
  request.on('data', (chunk: Buffer) => (body += chunk.toString('utf8')));
  request.on('end', () => {
    received.push({
      path: request.url ?? '/',
      headers: request.headers as Record<string, string>,
      body,
    });
    response.end();
  });
});
const urlOf = (path: string) =>
  `http://127.0.0.1:${(receiver.address() as AddressInfo).port}${path}`;

let t: TestApp;
let admin: Session;
let partner: { user: TestUser; session: Session };
let serviceId: number;

beforeAll(async () => {
  await new Promise<void>((resolve) => receiver.listen(0, '127.0.0.1', resolve));
  t = await startTestApp({
    WEBHOOK_ALLOW_PRIVATE_HOSTS: '127.0.0.0/8',
    WEBHOOK_ALLOW_HTTP: 'true',
    WEBHOOK_RETRY_POLL_MS: '50',
  });
  admin = (await t.signedIn('Admin')).session;
  // A partner with a company profile: the closing makes its documents.
  const created = await admin.post('/api/partners/create', {
    login: 'hooked',
    email: 'hooked@example.kz',
    password: 'hooked-password-1',
    companyName: 'ТОО «Крючок»',
    taxId: demoBin(2020, 5, 11),
    contractNumber: 'Д-21/2026',
    contractDate: '2026-01-15',
    legalAddress: 'ул. Абая, 1',
    city: 'Алматы',
    bankName: 'АО «Kaspi Bank»',
    iban: 'KZ86125KZT5004100100',
    bic: 'CASPKZKA',
  });
  expect(created.statusCode, created.body).toBe(201);
  const user = {
    id: created.json().data.id as number,
    login: 'hooked',
    email: 'hooked@example.kz',
    password: 'hooked-password-1',
  };
  const session = t.session();
  await session.login(user.login, user.password);
  partner = { user, session };
  serviceId = await createService(t, 'evented');
});
afterAll(async () => {
  await t.close();
  await new Promise((resolve) => receiver.close(resolve));
});

async function register(session: Session, body: Record<string, unknown>) {
  const res = await session.post('/api/webhooks', body);
  expect(res.statusCode, res.body).toBe(201);
  return WebhookEndpointCreatedResponse.parse(res.json()).data;
}

/** The verified events a path received, waiting until `count` of the type have come. */
async function eventsAt(path: string, secret: string, type: string, count: number) {
  const deadline = Date.now() + 15_000;
  for (;;) {
    const events = received
      .filter((r) => r.path === path)
      .map((r) => WebhookPayload.parse(new Webhook(secret).verify(r.body, r.headers)))
      .filter((event) => event.type === type);
    if (events.length >= count) return events;
    if (Date.now() > deadline) throw new Error(`${path} got ${events.length} ${type}`);
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
}

describe('the events webhooks carry', () => {
  it('export.ready, then month.closed and document.final when the month closes', async () => {
    const own = await register(partner.session, {
      url: urlOf('/partner'),
      events: ['export.ready', 'month.closed', 'document.final'],
    });
    const provider = await register(admin, { url: urlOf('/provider'), events: ['month.closed'] });
    const ingested = await admin.post('/api/usage/requests', {
      records: [
        {
          requestId: 'october-1',
          userId: partner.user.id,
          serviceCode: 'evented',
          time: '2026-10-15T08:00:00Z',
          status: 'success',
          httpStatus: 200,
          durationMs: 7,
        },
      ],
    });
    expect(ingested.json().accepted).toBe(1);

    const file = await download(
      partner.session,
      exportUrl(partner.user.id, serviceId, '2026-10-01', '2026-10-31'),
    );
    expect(file.statusCode, file.body).toBe(200);
    const [ready] = await eventsAt('/partner', own.secret, 'export.ready', 1);
    expect(ready!.data).toMatchObject({
      userId: partner.user.id,
      serviceId,
      startDate: '2026-10-01',
      endDate: '2026-10-31',
      rows: 1,
    });

    // October may be closed once its grace days are over.
    t.clock.advance(3 * 24 * 3_600_000);
    admin = (await t.signedIn('Admin')).session;
    const closing = await admin.post('/api/documents/closings', { year: 2026, month: 10 });
    expect(closing.statusCode, closing.body).toBe(200);
    const [closed] = await eventsAt('/partner', own.secret, 'month.closed', 1);
    expect(closed!.data).toMatchObject({ year: 2026, month: 10, partnerId: partner.user.id });
    const documentIds = closed!.data.documentIds as number[];
    expect(documentIds.length).toBeGreaterThanOrEqual(2);
    const finals = await eventsAt('/partner', own.secret, 'document.final', documentIds.length);
    expect(finals.map((event) => event.data.documentId).sort()).toEqual([...documentIds].sort());
    expect(finals.map((event) => event.data.kind).sort()).toEqual(
      expect.arrayContaining(['application1', 'service-report']),
    );
    // The provider's endpoint hears the partner's closing too.
    const [heard] = await eventsAt('/provider', provider.secret, 'month.closed', 1);
    expect(heard!.data).toMatchObject({ year: 2026, month: 10, partnerId: partner.user.id });
  });
});
