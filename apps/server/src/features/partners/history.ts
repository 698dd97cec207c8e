import type { Kysely } from 'kysely';
import type { Database } from '../../core/db/schema.js';

/**
 * Whether any of these users has history that must outlive them: requests in the register or
 * documents. Each table that records such history adds its check here; today the database
 * holds none (the usage and documents tables come with their features), so nothing is found.
 */
const HISTORY_CHECKS: Array<(db: Kysely<Database>, userIds: number[]) => Promise<boolean>> = [];

export async function partnerHasHistory(db: Kysely<Database>, userIds: number[]): Promise<boolean> {
  for (const check of HISTORY_CHECKS) if (await check(db, userIds)) return true;
  return false;
}
