import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { IngestResult } from '@cabinet/contract';
import { startTestApp, type TestApp } from '../../helpers/test-app.js';
import type { Session } from '../../helpers/session.js';
import { TEST_DIALECT } from '../../helpers/test-database.js';
import { GroupCommit } from '../../../src/features/usage/ingest/group-commit.js';
import type { RequestRecord } from '../../../src/features/usage/ingest/types.js';

/**
 * Batches of one partner's circle that arrive together record together (group commit): each is
 * told of its own records, the tiers run across them in time order, and on PostgreSQL the batches
 * that wait for the circle's lock hold no connection the process's other requests need.
 */

let t: TestApp;
let admin: Session;
let integrator: Session;
let partnerId: number;
let memberIds: number[];
let serviceId: number;
let serial = 0;

const record = (userId: number, requestId = `gc-${++serial}`) => ({
  requestId,
  userId,
  serviceCode: 'gcSvc',
  time: `2026-11-01T10:00:${String(serial % 60).padStart(2, '0')}Z`,
  status: 'success',
  httpStatus: 200,
  durationMs: 5,
});

async function ingest(records: unknown[]) {
  const res = await integrator.post('/api/usage/requests', { records });
  expect(res.statusCode, res.body).toBe(200);
  return IngestResult.parse(res.json());
}

const counted = async () => {
  const usage = await t.db
    .selectFrom('daily_usage')
    .select((eb) => [
      eb.fn.sum<number>('requests').as('n'),
      eb.fn.sum<number>('amount_minor').as('amount'),
    ])
    .where('service_id', '=', serviceId)
    .executeTakeFirstOrThrow();
  const volume = await t.db
    .selectFrom('monthly_volume')
    .select('tariff_billed')
    .where('holder_id', '=', partnerId)
    .where('service_id', '=', serviceId)
    .where('month', '=', '2026-11')
    .executeTakeFirst();
  return { requests: Number(usage.n), amount: Number(usage.amount), volume: volume?.tariff_billed };
};

beforeAll(async () => {
  // Three connections: batches waiting for the circle's lock in transactions would take them all.
  t = await startTestApp({ DATABASE_POOL_SIZE: '3' });
  admin = (await t.signedIn('Admin')).session;
  const service = await admin.post('/api/services/create', {
    code: 'gcSvc',
    name: 'Group commit',
    upstreamUrl: 'builtin:company-check',
    billableOutcomes: 'success',
  });
  serviceId = service.json().data.id;
  const tariff = await admin.post('/api/tariffs/create', {
    serviceId,
    name: 'Tiers',
    tiers: [
      { upTo: 3, priceMinor: 1000 },
      { upTo: null, priceMinor: 500 },
    ],
    validFrom: '2026-01-01',
  });
  const partner = await t.user('Partner');
  partnerId = partner.id;
  await admin.post(`/api/users/${partnerId}/services/assign`, {
    serviceId,
    tariffId: tariff.json().data.id,
    from: '2026-01-01',
  });
  memberIds = [
    (await t.user('client', { parentId: partnerId })).id,
    (await t.user('client', { parentId: partnerId })).id,
  ];
  integrator = (await t.signedIn('Integrator', { parentId: partnerId })).session;
});
afterAll(() => t.close());

describe('batches of one circle sent together', () => {
  it('are each told of their own records, a request id sent by two counted once', async () => {
    const before = await counted();
    const receipt = async () => (await integrator.get('/api/usage/receipts')).json().data[0];
    const receiptBefore = (await receipt()) ?? { accepted: 0, duplicates: 0 };
    const twice = record(memberIds[0]!, 'gc-twice');
    const batches = [
      [record(memberIds[0]!), record(memberIds[1]!), twice],
      [record(memberIds[1]!), twice],
      [record(memberIds[0]!)],
      [record(memberIds[1]!), record(memberIds[1]!)],
    ];
    const results = await Promise.all(batches.map(ingest));
    expect(results.map((r) => r.accepted + r.duplicates.length)).toEqual([3, 2, 1, 2]);
    expect(results.flatMap((r) => r.duplicates)).toEqual(['gc-twice']);
    expect(results.reduce((sum, r) => sum + r.accepted, 0)).toBe(7);
    // The tiers run across the batches: whichever came first, 3 requests at 10.00 and 4 at 5.00.
    const after = await counted();
    expect(after.requests - before.requests).toBe(7);
    if (before.requests === 0) expect(after.amount).toBe(3 * 1000 + 4 * 500);
    expect(after.volume).toBe(after.requests);
    // The merged batches' receipt rows, one per sender and day, add up in their transaction.
    const receiptAfter = await receipt();
    expect(receiptAfter.accepted - receiptBefore.accepted).toBe(7);
    expect(receiptAfter.duplicates - receiptBefore.duplicates).toBe(1);
  });
});

describe.runIf(TEST_DIALECT === 'postgres')('while the circle’s rows are locked', () => {
  it('one batch waits in the database, the rest in the process, and other requests go on', async () => {
    const before = await counted();
    const other = new pg.Client({ connectionString: t.config.DATABASE_URL });
    await other.connect();
    try {
      // Another process's batch of the same circle, in the middle of its transaction.
      await other.query('begin');
      await other.query(
        `insert into monthly_volume (holder_id, service_id, month, tariff_billed)
         values ($1, $2, '2026-11', 0)
         on conflict (holder_id, service_id, month) do update set tariff_billed = monthly_volume.tariff_billed`,
        [partnerId, serviceId],
      );
      const pending = Array.from({ length: 6 }, (_, i) => ingest([record(memberIds[i % 2]!)]));
      const waitingForLock = async () =>
        Number(
          (
            await other.query(
              `select count(*) as n from pg_stat_activity
               where datname = current_database() and wait_event_type = 'Lock'`,
            )
          ).rows[0].n,
        );
      for (let i = 0; i < 100 && (await waitingForLock()) === 0; i += 1)
        await new Promise((resolve) => setTimeout(resolve, 50));
      await new Promise((resolve) => setTimeout(resolve, 300)); // would the others join it?
      expect(await waitingForLock()).toBe(1);
      // The pool has connections left for everybody else.
      const answer = await Promise.race([
        admin.get('/api/user').then((res) => res.statusCode),
        new Promise((resolve) => setTimeout(() => resolve('no connection in 5 s'), 5000)),
      ]);
      expect(answer).toBe(200);
      await other.query('rollback');
      const results = await Promise.all(pending);
      expect(results.map((r) => r.accepted)).toEqual([1, 1, 1, 1, 1, 1]);
    } finally {
      await other.end();
    }
    const after = await counted();
    expect(after.requests - before.requests).toBe(6);
    expect(after.volume).toBe(after.requests);
  });
});

describe('the group commit', () => {
  const request = (requestId: string, second: number): RequestRecord => ({
    requestId,
    userId: 1,
    serviceId: 1,
    requestedAt: `2026-11-01T10:00:${String(second).padStart(2, '0')}.000Z`,
    status: 'success',
    httpStatus: 200,
    durationMs: 5,
    subject: '',
    requestPayload: '',
    responsePayload: '',
  });

  it('records what arrived meanwhile in one transaction, in time order; a failing batch alone', async () => {
    const transactions: string[][] = [];
    const commit = new GroupCommit(async (records) => {
      transactions.push(records.map((r) => r.requestId));
      await new Promise((resolve) => setTimeout(resolve, 10));
      if (records.some((r) => r.requestId === 'bad')) throw new Error('the database refused');
      const stored = records.filter((r) => r.requestId !== 'known');
      const accepted = stored.map((r) => ({
        requestId: r.requestId,
        amountMinor: 1,
        packageId: null,
      }));
      return { stored, accepted, exhausted: [] };
    });
    const batches = [
      [request('a', 5)],
      [request('c', 9), request('known', 1)],
      [request('bad', 3)],
      [request('b', 2)],
    ];
    const outcomes = await Promise.allSettled(batches.map((b) => commit.record([7], b, undefined)));
    expect(transactions).toEqual([
      ['a'],
      ['known', 'b', 'bad', 'c'],
      ['c', 'known'],
      ['bad'],
      ['b'],
    ]);
    expect(outcomes.map((o) => o.status)).toEqual([
      'fulfilled',
      'fulfilled',
      'rejected',
      'fulfilled',
    ]);
    const second = outcomes[1] as PromiseFulfilledResult<
      Awaited<ReturnType<GroupCommit['record']>>
    >;
    expect(second.value.accepted.map((r) => r.requestId)).toEqual(['c']);
    expect(second.value.duplicates).toEqual(['known']);
  });

  it('fails every waiting batch at once when the database is out of reach', async () => {
    let transactions = 0;
    const commit = new GroupCommit(async () => {
      transactions += 1;
      await new Promise((resolve) => setTimeout(resolve, 10));
      throw Object.assign(new Error('Connection terminated unexpectedly'), { code: '08006' });
    });
    const outcomes = await Promise.allSettled(
      [1, 2, 3, 4].map((second) => commit.record([7], [request(`x${second}`, second)], undefined)),
    );
    expect(outcomes.map((o) => o.status)).toEqual(['rejected', 'rejected', 'rejected', 'rejected']);
    expect(transactions).toBe(2); // the first alone, the other three together: none again alone
  });
});
