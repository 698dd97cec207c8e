import type { Kysely } from 'kysely';
import type { Database } from '../../core/db/schema.js';

type Check = (db: Kysely<Database>, userIds: number[]) => Promise<boolean>;

/** Whether the query finds a row at all: it stops at the first. */
const anyRow = async (query: { limit(n: number): { executeTakeFirst(): Promise<unknown> } }) =>
  (await query.limit(1).executeTakeFirst()) !== undefined;

/**
 * Whether any of these users has history that must outlive them: requests in the register (and
 * with them, billed usage) or documents. Each table that records such history adds its check here.
 */
const HISTORY_CHECKS: Check[] = [
  (db, userIds) => anyRow(db.selectFrom('requests').select('id').where('user_id', 'in', userIds)),
  // Once retention dropped their months of the register, the daily usage still has them.
  (db, userIds) =>
    anyRow(db.selectFrom('daily_usage').select('user_id').where('user_id', 'in', userIds)),
  (db, userIds) =>
    anyRow(
      db
        .selectFrom('documents')
        .select('id')
        .where((eb) => eb.or([eb('owner_id', 'in', userIds), eb('subject_id', 'in', userIds)])),
    ),
];

export async function partnerHasHistory(db: Kysely<Database>, userIds: number[]): Promise<boolean> {
  for (const check of HISTORY_CHECKS) if (await check(db, userIds)) return true;
  return false;
}
