import type { Kysely } from 'kysely';
import type { Database } from '../db/schema.js';

const DAY_MS = 86_400_000;

/** The only deletion the audit log knows: entries older than the configured retention. */
export async function removeExpiredAuditEntries(
  db: Kysely<Database>,
  now: Date,
  retentionDays: number | undefined,
): Promise<number> {
  if (retentionDays === undefined) return 0;
  const cutoff = new Date(now.getTime() - retentionDays * DAY_MS).toISOString();
  const result = await db.deleteFrom('audit_log').where('at', '<', cutoff).executeTakeFirst();
  return Number(result.numDeletedRows);
}
