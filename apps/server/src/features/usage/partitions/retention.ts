import { sql, type Kysely } from 'kysely';
import { INGEST_MAX_AGE_DAYS } from '@cabinet/contract';
import type { Database } from '../../../core/db/schema.js';
import { monthDays, type Calendar } from '../../../core/calendar.js';
import {
  DEFAULT_PARTITION,
  firstKeptMonth,
  isRegisterPartitioned,
  PARTITION_LOCK,
  partitionMonth,
  registerPartitions,
  yearMonthOf,
} from '../../../core/db/register-partitions.js';

/**
 * Drops the register's months older than the `months` before the current one, but only closed
 * months (their documents final); daily usage and charges stay, so reports and documents do too,
 * and the months are marked retired (their verification then stands on the daily usage). A UTC
 * month's partition goes once every month of the provider's calendar it holds rows of is retired.
 * A month's keys in `request_keys` go once ingestion can no longer accept its records, so that a
 * late copy of a dropped request is still answered as a duplicate. PostgreSQL only: on SQLite the
 * register is one table and this does nothing. Returns the partitions dropped.
 */
export async function retireRegisterMonths(
  db: Kysely<Database>,
  calendar: Calendar,
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
  const retired = new Set(
    closings.map((c) => c.year * 12 + c.month - 1).filter((m) => m < firstKept),
  );
  if (retired.size === 0) return [];
  const rangeOf = (index: number) => {
    const { year, month } = yearMonthOf(index);
    return calendar.instantsOf(...monthDays(year, month));
  };
  const utc = (index: number) => {
    const { year, month } = yearMonthOf(index);
    return Date.UTC(year, month - 1, 1);
  };
  // The provider's months a UTC month holds rows of: its own, and a neighbour at either end.
  const heldBy = (index: number) =>
    [index - 1, index, index + 1].filter((m) => {
      const [from, to] = rangeOf(m).map(Date.parse) as [number, number];
      return from < utc(index + 1) && utc(index) < to;
    });
  const windowStart = new Date(now.getTime() - INGEST_MAX_AGE_DAYS * 86_400_000).toISOString();
  const dropped: string[] = [];
  await db.transaction().execute(async (trx) => {
    await sql`select pg_advisory_xact_lock(${PARTITION_LOCK})`.execute(trx);
    for (const name of await registerPartitions(trx)) {
      const month = partitionMonth(name);
      if (month === undefined || !heldBy(month).every((m) => retired.has(m))) continue;
      await sql`alter table requests detach partition ${sql.id(name)}`.execute(trx);
      await sql`drop table ${sql.id(name)}`.execute(trx);
      dropped.push(name);
    }
    for (const month of retired) {
      const [from, to] = rangeOf(month);
      // Rows of a retired month that had no partition of its own came to the default one.
      await sql`delete from ${sql.id(DEFAULT_PARTITION)}
        where requested_at >= ${from}::timestamptz and requested_at < ${to}::timestamptz`.execute(
        trx,
      );
      await sql`delete from request_keys
        where requested_at >= ${from}::timestamptz
          and requested_at < least(${to}::timestamptz, ${windowStart}::timestamptz)`.execute(trx);
      const { year, month: m } = yearMonthOf(month);
      await sql`insert into register_retired_months (year, month, retired_at)
        values (${year}, ${m}, ${now.toISOString()}) on conflict do nothing`.execute(trx);
    }
  });
  return dropped;
}
