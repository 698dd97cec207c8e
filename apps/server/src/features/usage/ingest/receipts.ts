import { sql, type Kysely } from 'kysely';
import type { IngestReceipt, IngestResult } from '@cabinet/contract';
import type { Database } from '../../../core/db/schema.js';

type Db = Kysely<Database>;

/** Adds a batch's outcome to its sender's receipt of the day (per API key; 0: a session). */
export async function addToReceipt(
  db: Db,
  day: string,
  userId: number,
  apiKeyId: number | null,
  result: Pick<IngestResult, 'accepted' | 'duplicates' | 'invalid'>,
): Promise<void> {
  await db
    .insertInto('ingest_receipts')
    .values({
      day,
      user_id: userId,
      api_key_id: apiKeyId ?? 0,
      accepted: result.accepted,
      duplicates: result.duplicates.length,
      rejected: result.invalid.length,
    })
    .onConflict((oc) =>
      oc.columns(['user_id', 'day', 'api_key_id']).doUpdateSet({
        accepted: sql`ingest_receipts.accepted + excluded.accepted`,
        duplicates: sql`ingest_receipts.duplicates + excluded.duplicates`,
        rejected: sql`ingest_receipts.rejected + excluded.rejected`,
      }),
    )
    .execute();
}

/** A sender's receipts of a range of days, its keys' and sessions' together, newest first. */
export async function receiptsOf(
  db: Db,
  userId: number,
  startDate: string,
  endDate: string,
): Promise<IngestReceipt[]> {
  const rows = await db
    .selectFrom('ingest_receipts')
    .select((eb) => [
      'day',
      eb.fn.sum<number>('accepted').as('accepted'),
      eb.fn.sum<number>('duplicates').as('duplicates'),
      eb.fn.sum<number>('rejected').as('rejected'),
    ])
    .where('user_id', '=', userId)
    .where('day', '>=', startDate)
    .where('day', '<=', endDate)
    .groupBy('day')
    .orderBy('day', 'desc')
    .execute();
  return rows.map((row) => ({
    day: String(row.day).slice(0, 10),
    accepted: Number(row.accepted),
    duplicates: Number(row.duplicates),
    rejected: Number(row.rejected),
  }));
}
