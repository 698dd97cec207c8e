import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestApp } from '../../helpers/test-app.js';
import { startIngestWorld, type IngestWorld } from '../../helpers/ingest-world.js';
import type { Session } from '../../helpers/session.js';

/**
 * A batch's receipt is written in the transaction that stores its records: a fault between the two
 * cannot leave records stored under an error answer (which a client would send again under new
 * ids, and be billed twice) nor a receipt short by them.
 */

let t: TestApp;
let integrator: Session;
let userId: number;
let record: IngestWorld['record'];

const stored = async () => ({
  requests: Number(
    (
      await t.db
        .selectFrom('requests')
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .where('user_id', '=', userId)
        .executeTakeFirstOrThrow()
    ).n,
  ),
  usage: Number(
    (
      await t.db
        .selectFrom('daily_usage')
        .select((eb) => eb.fn.sum<number>('requests').as('n'))
        .where('user_id', '=', userId)
        .executeTakeFirstOrThrow()
    ).n ?? 0,
  ),
});

/** Makes every write of a receipt fail, as a database failing between two statements would. */
async function refuseReceipts(): Promise<void> {
  if (t.dialect === 'postgres') {
    await sql`create function refuse_receipt() returns trigger language plpgsql as $$
      begin raise exception 'receipts refused'; end $$`.execute(t.db);
    await sql`create trigger refuse_receipt before insert on ingest_receipts
      for each row execute function refuse_receipt()`.execute(t.db);
  } else
    await sql`create trigger refuse_receipt before insert on ingest_receipts
      begin select raise(abort, 'receipts refused'); end`.execute(t.db);
}

async function acceptReceipts(): Promise<void> {
  await sql`drop trigger refuse_receipt${sql.raw(t.dialect === 'postgres' ? ' on ingest_receipts' : '')}`.execute(
    t.db,
  );
}

beforeAll(async () => {
  ({ t, integrator, userId, record } = await startIngestWorld('atomicSvc', 'Atomic receipts'));
});
afterAll(() => t.close());

describe('a batch whose receipt cannot be written', () => {
  it('stores none of its records and is not answered 200', async () => {
    await refuseReceipts();
    const res = await integrator.post('/api/usage/requests', {
      records: Array.from({ length: 150 }, record),
    });
    await acceptReceipts();
    expect(res.statusCode).not.toBe(200);
    expect(res.statusCode).not.toBe(201);
    expect(await stored()).toEqual({ requests: 0, usage: 0 });
  });

  it('once receipts are written again, is stored with its receipt whole', async () => {
    const records = Array.from({ length: 150 }, record);
    const res = await integrator.post('/api/usage/requests', { records: [...records, { bad: 1 }] });
    expect(res.statusCode, res.body).toBe(200);
    expect(await stored()).toEqual({ requests: 150, usage: 150 });
    const again = await integrator.post('/api/usage/requests', { records: records.slice(0, 10) });
    expect(again.json().duplicates).toHaveLength(10);
    const receipts = await integrator.get('/api/usage/receipts');
    expect(receipts.json().data).toEqual([
      expect.objectContaining({ accepted: 150, duplicates: 10, rejected: 1 }),
    ]);
  });
});
