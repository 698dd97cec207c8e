import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MonthClosingsResponse } from '@cabinet/contract';
import { demoBin } from '../../../src/seed/demo-partners.js';
import { runScript } from '../../helpers/processes.js';
import { startTestApp, type TestApp, type TestUser } from '../../helpers/test-app.js';
import type { Session } from '../../helpers/session.js';

/**
 * Closing a month and verifying it: the grace period through the HTTP API (on the test's clock),
 * and the CLI's `close-month` and `verify-month` as processes on the same database (on the system
 * clock, so they work on a month two months before today's, whatever today is).
 */
let t: TestApp;
let admin: Session;
let integrator: Session;
let partner: { id: number; login: string };
let member: TestUser;
const code = 'cliSvc';

const now = new Date();
const target = (() => {
  const month = now.getUTCMonth() + 1 - 2;
  return month > 0
    ? { year: now.getUTCFullYear(), month }
    : { year: now.getUTCFullYear() - 1, month: month + 12 };
})();
const day = (n: number) =>
  `${target.year}-${String(target.month).padStart(2, '0')}-${String(n).padStart(2, '0')}`;

const rec = (n: number, time: string, status: 'success' | 'error' = 'success') => ({
  requestId: `cli-${n}`,
  userId: member.id,
  serviceCode: code,
  time,
  status,
  httpStatus: status === 'success' ? 200 : 500,
  durationMs: 10,
  subject: `99010${String(n).padStart(7, '0')}`,
  requestPayload: '{}',
  responsePayload: '{}',
});

async function ingest(records: unknown[], as = integrator) {
  const res = await as.post('/api/usage/requests', { records });
  expect(res.statusCode, res.body).toBe(200);
  expect(res.json().accepted).toBe(records.length);
}

/** A webhook receiver: the events the CLI's closing tells of arrive here. */
const received: { type: string; data: Record<string, unknown> }[] = [];
const receiver = http.createServer((request, response) => {
  let body = '';
  request.on('data', (chunk: Buffer) => (body += chunk.toString('utf8')));
  request.on('end', () => {
    received.push(JSON.parse(body) as (typeof received)[number]);
    response.end();
  });
});
const webhookSettings = { WEBHOOK_ALLOW_PRIVATE_HOSTS: '127.0.0.1', WEBHOOK_ALLOW_HTTP: 'true' };

/** The CLI on the test's database (SQLite file or PostgreSQL schema). */
function cli(args: string[], env: Record<string, string> = {}) {
  return runScript('cli', args, {
    DATA_DIR: t.config.DATA_DIR,
    // The server's key: the CLI reads the endpoints' signing secrets with it.
    ...(t.config.APP_SECRET ? { APP_SECRET: t.config.APP_SECRET } : {}),
    ...(t.config.DATABASE_URL ? { DATABASE_URL: t.config.DATABASE_URL } : {}),
    ...webhookSettings,
    ...env,
  });
}

beforeAll(async () => {
  await new Promise<void>((resolve) => receiver.listen(0, '127.0.0.1', resolve));
  t = await startTestApp({ MONTH_CLOSE_GRACE_DAYS: '10', ...webhookSettings });
  admin = (await t.signedIn('Admin')).session;
  integrator = (await t.signedIn('Integrator', { roles: ['ProviderIntegrator'] })).session;
  const created = await admin.post('/api/partners/create', {
    login: 'cli-partner',
    email: 'cli-partner@example.kz',
    password: 'cli-partner-password-1',
    companyName: 'ТОО «Закрытие»',
    taxId: demoBin(2018, 5, 9),
    contractNumber: 'Д-3/2025',
    contractDate: '2025-01-10',
    legalAddress: 'ул. Абая, 2',
    city: 'Алматы',
    bankName: 'АО «Kaspi Bank»',
    iban: 'KZ86125KZT5004100100',
    bic: 'CASPKZKA',
  });
  expect(created.statusCode, created.body).toBe(201);
  partner = { id: created.json().data.id, login: 'cli-partner' };
  member = await t.user('client', { parentId: partner.id });
  const service = await admin.post('/api/services/create', {
    code,
    name: 'Закрытие месяца',
    upstreamUrl: 'builtin:company-check',
    billableOutcomes: 'success',
  });
  const serviceId = service.json().data.id as number;
  const tariff = await admin.post('/api/tariffs/create', {
    serviceId,
    name: 'Базовый',
    tiers: [{ upTo: null, priceMinor: 10_050 }],
    validFrom: '2025-01-01',
    vatIncluded: true,
    vatRate: 16,
  });
  expect(tariff.statusCode, tariff.body).toBe(201);
  await admin.post(`/api/users/${partner.id}/services/assign`, {
    serviceId,
    tariffId: tariff.json().data.id,
    from: '2025-01-01',
  });
  // October 2026 on the test's clock (2 November), for the grace period through the API.
  await ingest([1, 2, 3].map((n) => rec(n, `2026-10-1${n}T12:00:00+05:00`)));
  // Two months before today, for the CLI (the clock moved to today while they arrive).
  // (sessions idle for 10 minutes end: one signs in then)
  await t.at(now.toISOString(), async () =>
    ingest(
      [
        rec(11, `${day(10)}T10:00:00+05:00`),
        rec(12, `${day(11)}T10:00:00+05:00`),
        rec(13, `${day(12)}T10:00:00+05:00`, 'error'),
      ],
      (await t.signedIn('Integrator', { roles: ['ProviderIntegrator'] })).session,
    ),
  );
}, 60_000);
afterAll(async () => {
  await t?.close();
  await new Promise((resolve) => receiver.close(resolve));
});

describe('closing waits for the grace period', () => {
  /** Days later: an administrator who signs in then (sessions idle for 10 minutes end). */
  const staff = async () => (await t.signedIn('Admin')).session;
  const close = async (as: Session) =>
    as.post('/api/documents/closings', { year: 2026, month: 10 });

  it('refuses within MONTH_CLOSE_GRACE_DAYS with a message naming the first day, then closes', async () => {
    // October ends on the 31st; with 10 days of grace it may be closed from 11 November.
    const early = await t.at('2026-11-10T12:00:00Z', async () => close(await staff()));
    expect(early.statusCode).toBe(422);
    const body = early.json() as { message: string; errors: Record<string, string[]> };
    expect(body.message).toBe(
      'Месяц можно закрыть с 11.11.2026: 10 дн. после его конца ждём записи, пришедшие с опозданием',
    );
    expect(body.errors.month).toEqual([body.message]);
    const closings = MonthClosingsResponse.parse(
      (await admin.get('/api/documents/closings')).json(),
    );
    expect(closings.meta.graceDays).toBe(10);
    expect(closings.data.find((c) => c.year === 2026 && c.month === 10)).toBeUndefined();

    await t.at('2026-11-11T06:00:00Z', async () => {
      const later = await staff();
      const started = await close(later);
      expect(started.statusCode, started.body).toBe(200);
      for (let attempt = 0; attempt < 200; attempt += 1) {
        const list = MonthClosingsResponse.parse(
          (await later.get('/api/documents/closings')).json(),
        );
        const closing = list.data.find((c) => c.year === 2026 && c.month === 10);
        if (closing && closing.status !== 'running') {
          expect(closing).toMatchObject({ status: 'done', documents: 3 });
          return;
        }
        await new Promise((resolve) => setTimeout(resolve, 20));
      }
      throw new Error('the closing never finished');
    });
  });
});

describe('the CLI closes and verifies a month', () => {
  const month = ['--year', String(target.year), '--month', String(target.month)];
  const label = `${target.month}.${target.year}`;

  it('verify-month re-prices an open month: every partner’s statement, no differences', async () => {
    const run = cli(['verify-month', ...month]);
    expect(await run.exited, run.output()).toBe(0);
    expect(run.output()).toContain(
      `${label}: 3 requests on 3 user-service-days, 1 partners' statements re-priced, 0 final documents, 0 differences.`,
    );
  }, 60_000);

  it('close-month refuses within the grace period, saying from which day, and changes nothing', async () => {
    // Last month ended at most 31 days ago: with the longest grace (60 days) it waits still.
    const last =
      target.month === 12
        ? { year: target.year + 1, month: 1 }
        : { ...target, month: target.month + 1 };
    const state = () =>
      Promise.all([
        t.db.selectFrom('month_closings').selectAll().orderBy('year').orderBy('month').execute(),
        t.db.selectFrom('documents').select('id').orderBy('id').execute(),
      ]);
    const before = await state();
    const run = cli(['close-month', '--year', String(last.year), '--month', String(last.month)], {
      MONTH_CLOSE_GRACE_DAYS: '60',
    });
    expect(await run.exited).toBe(1);
    expect(run.output()).toMatch(
      /^month: The month can be closed from \d\d\.\d\d\.\d{4}: for 60 days after its end, late records may still arrive$/m,
    );
    expect(run.output()).not.toContain('documents.');
    expect(await state()).toEqual(before);
  }, 60_000);

  it('close-month makes the month’s documents final, once; verify-month then finds nothing, or names a tampered day', async () => {
    const port = (receiver.address() as AddressInfo).port;
    const endpoint = await admin.post('/api/webhooks', {
      url: `http://127.0.0.1:${port}/closings`,
      events: ['month.closed', 'document.final'],
    });
    expect(endpoint.statusCode, endpoint.body).toBe(201);
    const run = cli(['close-month', ...month], { MONTH_CLOSE_GRACE_DAYS: '3' });
    expect(await run.exited, run.output()).toBe(0);
    // Application 1 and the partner's report of the service, and its user's own.
    expect(run.output()).toContain(`${label}: done, 3 documents.`);
    const finals = await t.db
      .selectFrom('documents')
      .select(['id', 'kind', 'subject_id', 'sha256', 'number_seq'])
      .where('closing', '=', 1)
      .where('year', '=', target.year)
      .where('month', '=', target.month)
      .execute();
    expect(finals.map((d) => d.kind).sort()).toEqual([
      'application1',
      'service-report',
      'service-report',
    ]);
    expect(finals.every((d) => d.sha256?.length === 64)).toBe(true);
    // The webhooks hear of it as when the month is closed in the cabinet.
    const closed = received.filter((event) => event.type === 'month.closed');
    expect(closed.map((event) => event.data)).toEqual([
      expect.objectContaining({ year: target.year, month: target.month, partnerId: partner.id }),
    ]);
    const told = received
      .filter((event) => event.type === 'document.final')
      .map((event) => event.data.documentId as number);
    const byNumber = (a: number, b: number) => a - b;
    expect([...told].sort(byNumber)).toEqual(finals.map((d) => d.id).sort(byNumber));
    expect(told).toEqual(expect.arrayContaining(closed[0]!.data.documentIds as number[]));

    const again = cli(['close-month', ...month], { MONTH_CLOSE_GRACE_DAYS: '3' });
    expect(await again.exited).toBe(1);
    expect(again.output()).toContain('The month is already closed.');

    const verified = cli(['verify-month', ...month]);
    expect(await verified.exited, verified.output()).toBe(0);
    expect(verified.output()).toContain(
      `${label}: 3 requests on 3 user-service-days, 1 partners' statements re-priced, 1 final documents, 0 differences.`,
    );

    const tampered = await t.db
      .selectFrom('daily_usage')
      .select(['day', 'requests'])
      .where('user_id', '=', member.id)
      .where('day', '=', day(10))
      .executeTakeFirstOrThrow();
    const set = (requests: number) =>
      t.db
        .updateTable('daily_usage')
        .set({ requests })
        .where('user_id', '=', member.id)
        .where('day', '=', day(10))
        .execute();
    await set(tampered.requests + 2);
    try {
      const found = cli(['verify-month', ...month]);
      expect(await found.exited).toBe(2);
      expect(found.output()).toContain('1 differences.');
      expect(found.output()).toContain(
        `daily-usage: user ${member.login} service Закрытие месяца ${day(10)} requests: register says 1, found 3`,
      );
    } finally {
      await set(tampered.requests);
    }
  }, 120_000);

  it('verify-month refuses a month that does not exist, saying so', async () => {
    const run = cli(['verify-month', '--year', '2026', '--month', '13']);
    expect(await run.exited).toBe(1);
    expect(run.output()).toMatch(/^month: /m);
  }, 60_000);
});
