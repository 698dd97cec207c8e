import { sql, type Kysely } from 'kysely';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { IngestResult } from '@cabinet/contract';
import { loadConfig } from '../../src/core/config.js';
import type { Database } from '../../src/core/db/schema.js';
import type { DatabaseHandle } from '../../src/core/db/database.js';
import { openMigratedDatabase } from '../../src/core/db/open.js';
import { HttpSession } from '../helpers/http-session.js';
import { startCabinet, type CabinetProcess } from '../helpers/cabinet-process.js';
import {
  PROCESS_PASSWORD,
  prepareProcessFixture,
  type ProcessFixture,
} from '../helpers/process-fixture.js';

/*
 * Issue 10: the server is killed (SIGKILL, no chance to clean up) while integrators stream batches
 * of requests. An answered batch is a promise: after the restart each of its requests is in the
 * register exactly once, the daily usage still sums the register, and sending again what got no
 * answer stores nothing twice.
 */

const BATCHES = 40;
const BATCH_SIZE = 200;
const SENDERS = 3;
/** Answered batches before the kill. */
const KILL_AFTER = 6;

let fixture: ProcessFixture;
let server: CabinetProcess | undefined;
let database: DatabaseHandle | undefined;
let partnerId: number;
let memberId: number;

beforeAll(async () => {
  fixture = await prepareProcessFixture([
    { login: 'admin', group: 'Admin' },
    { login: 'integrator', group: 'Integrator', roles: ['ProviderIntegrator'] },
    { login: 'partner', group: 'Partner' },
    { login: 'member', group: 'client', parent: 'partner' },
  ]);
  partnerId = fixture.ids.partner!;
  memberId = fixture.ids.member!;
});

afterAll(async () => {
  await server?.stop('SIGKILL');
  await database?.db.destroy();
  await fixture?.storage.drop();
});

type Batch = Array<Record<string, unknown>>;

/** Requests over three October days, of the partner and its user, one in five failed. */
const makeBatches = (): Batch[] =>
  Array.from({ length: BATCHES }, (_, b) =>
    Array.from({ length: BATCH_SIZE }, (_, i) => {
      const n = b * BATCH_SIZE + i;
      const failed = n % 5 === 0;
      const minute = Math.floor(n / 10);
      return {
        requestId: `dur-${n}`,
        userId: n % 3 === 0 ? partnerId : memberId,
        serviceCode: 'durable',
        time: new Date(Date.UTC(2026, 9, 5 + (n % 3), 4, 0) + minute * 60_000).toISOString(),
        status: failed ? 'error' : 'success',
        httpStatus: failed ? 502 : 200,
        durationMs: 30 + (n % 70),
        subject: String(990_000_000_000 + n),
        requestPayload: JSON.stringify({ bin: String(990_000_000_000 + n) }),
        responsePayload: '{"found":true}',
      };
    }),
  );
const idsOf = (batch: Batch) => batch.map((record) => record.requestId as string);

/** Every request id in the register with how often it is there. */
async function registerCounts(db: Kysely<Database>): Promise<Map<string, number>> {
  const rows = await db
    .selectFrom('requests')
    .select(['request_id', (eb) => eb.fn.countAll<number>().as('n')])
    .groupBy('request_id')
    .execute();
  return new Map(rows.map((row) => [row.request_id, Number(row.n)]));
}

/** The daily usage as the register sums it, and as stored; both sorted the same way. */
async function dailyUsageAndRegister(db: Kysely<Database>) {
  const order = ['user_id', 'service_id', 'day'] as const;
  const fromRegister = await db
    .selectFrom('requests')
    .select([
      'user_id',
      'service_id',
      'day',
      (eb) => eb.fn.countAll<number>().as('requests'),
      sql<number>`sum(case when status = 'success' then 1 else 0 end)`.as('successful'),
      sql<number>`sum(case when status = 'success' then 0 else 1 end)`.as('failed'),
      sql<number>`sum(billable)`.as('billable'),
      sql<number>`sum(case when package_id is null then 0 else 1 end)`.as('covered'),
      sql<number>`sum(amount_minor)`.as('amount_minor'),
    ])
    .groupBy([...order])
    .orderBy('user_id')
    .orderBy('service_id')
    .orderBy('day')
    .execute();
  const stored = await db
    .selectFrom('daily_usage')
    .select([...order, 'requests', 'successful', 'failed', 'billable', 'covered', 'amount_minor'])
    .orderBy('user_id')
    .orderBy('service_id')
    .orderBy('day')
    .execute();
  const plain = (rows: Array<Record<string, unknown>>) =>
    rows.map((row) =>
      Object.fromEntries(
        Object.entries(row).map(([k, v]) => [k, k === 'day' ? String(v) : Number(v)]),
      ),
    );
  const billedByTariff = await db
    .selectFrom('requests')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('billable', '=', 1)
    .where('package_id', 'is', null)
    .executeTakeFirstOrThrow();
  const volume = await db
    .selectFrom('monthly_volume')
    .select((eb) => eb.fn.coalesce(eb.fn.sum<number>('tariff_billed'), sql<number>`0`).as('n'))
    .executeTakeFirstOrThrow();
  return {
    register: plain(fromRegister),
    stored: plain(stored),
    billedByTariff: Number(billedByTariff.n),
    monthlyVolume: Number(volume.n),
  };
}

it('keeps every answered batch exactly once across a SIGKILL, and the daily usage equal to the register', async () => {
  server = await startCabinet({ LOG_LEVEL: 'warn', ...fixture.env });
  const admin = await new HttpSession(server.url).login('admin', PROCESS_PASSWORD);
  const service = await admin.post('/api/services/create', {
    code: 'durable',
    name: 'Durable check',
    upstreamUrl: 'builtin:company-check',
    billableOutcomes: 'success',
  });
  expect(service.status).toBe(201);
  const serviceId = ((await service.json()) as { data: { id: number } }).data.id;
  const tariff = await admin.post('/api/tariffs/create', {
    serviceId,
    name: 'Tiers',
    tiers: [
      { upTo: 1000, priceMinor: 1000 },
      { upTo: null, priceMinor: 500 },
    ],
    validFrom: '2026-01-01',
  });
  expect(tariff.status).toBe(201);
  const assigned = await admin.post(`/api/users/${partnerId}/services/assign`, {
    serviceId,
    tariffId: ((await tariff.json()) as { data: { id: number } }).data.id,
    from: '2026-01-01',
  });
  expect(assigned.status, await assigned.text()).toBeLessThan(300);

  const batches = makeBatches();
  const integrator = await new HttpSession(server.url).login('integrator', PROCESS_PASSWORD);
  const answered = new Map<number, IngestResult>();
  const unanswered: number[] = [];
  let next = 0;
  let killed = false;
  const killedServer = server;
  const sender = async () => {
    while (next < BATCHES) {
      const index = (next += 1) - 1;
      try {
        const res = await integrator.post('/api/usage/requests', { records: batches[index] });
        const body = await res.text();
        if (res.status !== 200) throw new Error(`batch ${index}: ${res.status} ${body}`);
        answered.set(index, IngestResult.parse(JSON.parse(body)));
      } catch (error) {
        if (!killed) throw error;
        unanswered.push(index);
        return;
      }
      if (answered.size === KILL_AFTER && !killed) {
        killed = true;
        process.kill(killedServer.pid, 'SIGKILL');
      }
    }
  };
  await Promise.all(Array.from({ length: SENDERS }, sender));
  await killedServer.exited;
  for (let index = next; index < BATCHES; index += 1) unanswered.push(index);

  // The kill came while batches were on their way, and everything answered was taken whole.
  expect(killed).toBe(true);
  expect(next - answered.size).toBeGreaterThanOrEqual(1);
  for (const result of answered.values())
    expect(result).toEqual({ success: true, accepted: BATCH_SIZE, duplicates: [], invalid: [] });

  server = await startCabinet({ LOG_LEVEL: 'warn', ...fixture.env });
  database = await openMigratedDatabase(loadConfig(fixture.env));
  const { db } = database;

  const afterCrash = await registerCounts(db);
  for (const index of answered.keys())
    for (const id of idsOf(batches[index]!)) expect(afterCrash.get(id), id).toBe(1);
  // Nothing but what was sent, and a batch is in whole or not at all.
  const sent = new Set(batches.slice(0, next).flatMap(idsOf));
  for (const [id, count] of afterCrash) {
    expect(sent.has(id), id).toBe(true);
    expect(count, id).toBe(1);
  }
  for (const index of unanswered) {
    const stored = idsOf(batches[index]!).filter((id) => afterCrash.has(id)).length;
    expect([0, BATCH_SIZE], `batch ${index}`).toContain(stored);
  }
  const crashed = await dailyUsageAndRegister(db);
  expect(crashed.stored).toEqual(crashed.register);
  expect(crashed.monthlyVolume).toBe(crashed.billedByTariff);

  // The integrator sends again what got no answer: what the dead server had stored is a duplicate.
  const again = await new HttpSession(server.url).login('integrator', PROCESS_PASSWORD);
  for (const index of unanswered) {
    const res = await again.post('/api/usage/requests', { records: batches[index] });
    expect(res.status).toBe(200);
    const result = IngestResult.parse(await res.json());
    const before = idsOf(batches[index]!).filter((id) => afterCrash.has(id));
    expect(result.invalid).toEqual([]);
    expect(result.duplicates.sort()).toEqual(before.sort());
    expect(result.accepted).toBe(BATCH_SIZE - before.length);
  }
  const final = await registerCounts(db);
  expect(final.size).toBe(BATCHES * BATCH_SIZE);
  expect([...final.values()].every((count) => count === 1)).toBe(true);
  const settled = await dailyUsageAndRegister(db);
  expect(settled.stored).toEqual(settled.register);
  expect(settled.register.reduce((sum, day) => sum + Number(day.requests), 0)).toBe(
    BATCHES * BATCH_SIZE,
  );
  expect(settled.monthlyVolume).toBe(settled.billedByTariff);
}, 90_000); // two server starts: about 25 s on a busy 2-core machine
