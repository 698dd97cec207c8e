import { sql, type Kysely } from 'kysely';
import { INGEST_MAX_AGE_DAYS } from '@cabinet/contract';
import type { Database } from '../../../core/db/schema.js';
import {
  DEFAULT_PARTITION,
  firstKeptMonth,
  isRegisterPartitioned,
  monthStart,
  PARTITION_LOCK,
  partitionMonth,
  registerPartitions,
} from '../../../core/db/register-partitions.js';

/**
 * Drops the register's months older than the `months` before the current one, but only closed
 * months (their documents final); daily usage and charges stay, so reports and documents do too.
 * A month's keys in `request_keys` go as well once ingestion can no longer accept its records, so
 * that a late copy of a dropped request is still answered as a duplicate. PostgreSQL only: on
 * SQLite the register is one table and this does nothing. Returns the partitions dropped.
 */
export async function retireRegisterMonths(
  db: Kysely<Database>,
  now: Date,
  months: number,
): Promise<string[]> {
  if (!(await isRegisterPartitioned(db))) return [];
  const firstKept = firstKeptMonth(now, months)!;
  const closings = await db
    .selectFrom('month_closings')
    .select(['year', 'month'])
    .where('status', '=', 'done')
    .execute();
  const retired = closings
    .map((c) => c.year * 12 + c.month - 1)
    .filter((m) => m < firstKept)
    .sort((a, b) => a - b);
  if (retired.length === 0) return [];
  const windowStart = new Date(now.getTime() - INGEST_MAX_AGE_DAYS * 86_400_000);
  const retiredSet = new Set(retired);
  const dropped: string[] = [];
  await db.transaction().execute(async (trx) => {
    await sql`select pg_advisory_xact_lock(${PARTITION_LOCK})`.execute(trx);
    for (const name of await registerPartitions(trx)) {
      const month = partitionMonth(name);
      if (month === undefined || !retiredSet.has(month)) continue;
      await sql`alter table requests detach partition ${sql.id(name)}`.execute(trx);
      await sql`drop table ${sql.id(name)}`.execute(trx);
      dropped.push(name);
    }
    for (const month of retired) {
      const from = monthStart(month);
      const to = monthStart(month + 1);
      // Rows of a retired month that had no partition of its own came to the default one.
      await sql`delete from ${sql.id(DEFAULT_PARTITION)}
        where requested_at >= ${from}::timestamptz and requested_at < ${to}::timestamptz`.execute(
        trx,
      );
      await sql`delete from request_keys
        where requested_at >= ${from}::timestamptz
          and requested_at < least(${to}::timestamptz, ${windowStart.toISOString()}::timestamptz)`.execute(
        trx,
      );
    }
  });
  return dropped;
}
