import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestApp } from '../../helpers/test-app.js';
import { startIngestWorld, type IngestWorld } from '../../helpers/ingest-world.js';
import type { Session } from '../../helpers/session.js';

/**
 * The hourly usage (what error-rate alerts read instead of the register's last hour) is added in
 * the transaction that records a batch: it agrees with the register after any ingestion, and a
 * batch that fails after its records and counts were written leaves neither.
 */

let t: TestApp;
let integrator: Session;
let userId: number;
let record: IngestWorld['record'];

/** Per service and UTC hour: requests and failures, as the register has them and as the counter does. */
async function both() {
  const register = new Map<string, { requests: number; failed: number }>();
  const rows = await t.db
    .selectFrom('requests')
    .select(['service_id', 'requested_at', 'status'])
    .where('user_id', '=', userId)
    .execute();
  for (const row of rows) {
    const key = `${row.service_id}|${new Date(row.requested_at).toISOString().slice(0, 13)}`;
    const sum = register.get(key) ?? { requests: 0, failed: 0 };
    sum.requests += 1;
    if (row.status === 'error') sum.failed += 1;
    register.set(key, sum);
  }
  const counted = await t.db
    .selectFrom('hourly_usage')
    .select(['service_id', 'hour', 'requests', 'failed'])
    .where('user_id', '=', userId)
    .execute();
  const counter = new Map(
    counted.map((row) => [
      `${row.service_id}|${row.hour}`,
      { requests: Number(row.requests), failed: Number(row.failed) },
    ]),
  );
  return { register: Object.fromEntries(register), counter: Object.fromEntries(counter) };
}

/** Makes every write of a receipt (the last of a batch's writes) fail. */
async function refuseReceipts(refuse: boolean): Promise<void> {
  if (!refuse)
    await sql`drop trigger refuse_hourly${sql.raw(t.dialect === 'postgres' ? ' on ingest_receipts' : '')}`.execute(
      t.db,
    );
  else if (t.dialect === 'postgres') {
    await sql`create or replace function refuse_hourly() returns trigger language plpgsql as $$
      begin raise exception 'receipts refused'; end $$`.execute(t.db);
    await sql`create trigger refuse_hourly before insert on ingest_receipts
      for each row execute function refuse_hourly()`.execute(t.db);
  } else
    await sql`create trigger refuse_hourly before insert on ingest_receipts
      begin select raise(abort, 'receipts refused'); end`.execute(t.db);
}

beforeAll(async () => {
  ({ t, integrator, userId, record } = await startIngestWorld('hourlySvc', 'Hourly counts'));
});
afterAll(() => t.close());

/** Records over three hours, in the register's form and others, some failed. */
const spread = (n: number) =>
  Array.from({ length: n }, (_, i) =>
    record({
      time: [
        `2026-11-01T0${7 + (i % 3)}:${String(i % 60).padStart(2, '0')}:00.000Z`,
        `2026-11-01T13:${String(i % 60).padStart(2, '0')}:30+05:00`,
        '2026-11-01T09:59:59Z',
      ][i % 3],
      status: i % 4 === 0 ? 'error' : 'success',
      httpStatus: i % 4 === 0 ? 500 : 200,
    }),
  );

describe('the hourly usage', () => {
  it('agrees with the register after batches, repeats included', async () => {
    const records = spread(90);
    const first = await integrator.post('/api/usage/requests', { records: records.slice(0, 60) });
    expect(first.statusCode, first.body).toBe(200);
    const second = await integrator.post('/api/usage/requests', { records: records.slice(30) });
    expect(second.json()).toMatchObject({ accepted: 30 });
    const { register, counter } = await both();
    expect(Object.keys(counter).length).toBeGreaterThan(1);
    expect(counter).toEqual(register);
  });

  it('keeps nothing of a batch that fails after its records and counts were written', async () => {
    const before = await both();
    await refuseReceipts(true);
    const failed = await integrator.post('/api/usage/requests', { records: spread(40) });
    await refuseReceipts(false);
    expect(failed.statusCode).not.toBe(200);
    expect(await both()).toEqual(before);
    const again = await integrator.post('/api/usage/requests', { records: spread(40) });
    expect(again.json()).toMatchObject({ accepted: 40 });
    const after = await both();
    expect(after.counter).toEqual(after.register);
    expect(after.counter).not.toEqual(before.counter);
  });
});
