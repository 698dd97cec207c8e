import { Writable } from 'node:stream';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../src/app.js';
import { openMigratedDatabase } from '../../src/core/db/open.js';
import type { DatabaseHandle } from '../../src/core/db/database.js';
import { createService } from '../helpers/export-world.js';
import { Session } from '../helpers/session.js';
import { startTestApp, type TestApp } from '../helpers/test-app.js';

let t: TestApp;
let second: { app: FastifyInstance; database: DatabaseHandle } | undefined;

beforeAll(async () => {
  t = await startTestApp({ WEBHOOK_ALLOW_PRIVATE_HOSTS: '127.0.0.1', WEBHOOK_ALLOW_HTTP: 'true' });
});
afterAll(async () => {
  await second?.app.close();
  await second?.database.db.destroy();
  await t.close();
});

describe('two processes recording the same partner’s usage', () => {
  it('fire a crossing exactly once between them', async () => {
    const partner = await t.signedIn('Partner');
    const serviceId = await createService(t, 'twice');
    await t.db
      .insertInto('tariff_packages')
      .values({
        user_id: partner.user.id,
        service_id: serviceId,
        quota: 20,
        price_minor: 100,
        currency: 'KZT',
        valid_from: '2026-11-01',
        valid_to: '2026-11-30',
        created_at: t.clock.now().toISOString(),
      })
      .execute();
    const hook = await partner.session.post('/api/webhooks', {
      url: 'http://127.0.0.1:9/nobody-listens',
      events: ['alert.triggered'],
    });
    expect(hook.statusCode, hook.body).toBe(201);
    const created = await partner.session.post('/api/alerts/rules', {
      condition: { kind: 'packageRemaining', below: 15, unit: 'requests' },
    });
    expect(created.statusCode, created.body).toBe(201);

    // A second process of the same deployment, started now: its own connections, rules and
    // evaluator (without Redis, a process learns of rules made elsewhere only when it starts).
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
    const integrator = await t.user('Integrator', { roles: ['ProviderIntegrator'] });
    const senders = [new Session(t.app), new Session(app)];
    for (const sender of senders) await sender.login(integrator.login, integrator.password);
    let sequence = 0;
    const batch = (sender: Session) =>
      sender.post('/api/usage/requests', {
        records: Array.from({ length: 2 }, () => ({
          requestId: `twice-${(sequence += 1)}`,
          userId: partner.user.id,
          serviceCode: 'twice',
          time: new Date(t.clock.now().getTime() - 60_000).toISOString(),
          status: 'success',
          httpStatus: 200,
          durationMs: 5,
        })),
      });
    // Rounds of batches to both at once: each process evaluates right after its own.
    for (let round = 0; round < 4; round += 1) {
      const answers = await Promise.all(senders.map(batch));
      for (const answer of answers) expect(answer.json().accepted, answer.body).toBe(2);
      await new Promise((resolve) => setTimeout(resolve, 1_100));
    }
    await new Promise((resolve) => setTimeout(resolve, 500));
    const notifications = await t.db
      .selectFrom('notifications')
      .select('type')
      .where('user_id', '=', partner.user.id)
      .execute();
    expect(notifications).toEqual([{ type: 'alert.triggered' }]);
    const events = await t.db
      .selectFrom('alert_events')
      .select('state')
      .where('rule_id', '=', created.json().data.id as number)
      .execute();
    expect(events).toEqual([{ state: 'triggered' }]);
    const mails = await t.db
      .selectFrom('mail_outbox')
      .select('id')
      .where('to_address', '=', partner.user.email)
      .execute();
    expect(mails).toHaveLength(1);
    const deliveries = await t.db
      .selectFrom('webhook_deliveries')
      .select('id')
      .where('event_type', '=', 'alert.triggered')
      .execute();
    expect(deliveries).toHaveLength(1);
  });
});
