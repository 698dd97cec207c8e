import type { Kysely } from 'kysely';
import type { Database } from '../../core/db/schema.js';

type Check = (db: Kysely<Database>, userIds: number[]) => Promise<boolean>;

/**
 * Whether any of these users has history that must outlive them: requests in the register (and
 * with them, billed usage). Each table that records such history adds its check here; documents
 * join when they are built.
 */
const HISTORY_CHECKS: Check[] = [
  async (db, userIds) =>
    (await db
      .selectFrom('requests')
      .select('id')
      .where('user_id', 'in', userIds)
      .limit(1)
      .executeTakeFirst()) !== undefined,
];

export async function partnerHasHistory(db: Kysely<Database>, userIds: number[]): Promise<boolean> {
  for (const check of HISTORY_CHECKS) if (await check(db, userIds)) return true;
  return false;
}
