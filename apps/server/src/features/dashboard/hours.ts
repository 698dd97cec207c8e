import { sql } from 'kysely';
import type { HourCounts } from '@cabinet/contract';
import type { Db } from '../../core/db/schema.js';
import type { Calendar } from '../../core/calendar.js';
import type { DialectName } from '../../core/db/database.js';

/**
 * Requests by hour of the day over a few days, read from the register (the daily usage has no
 * hours). The read is bounded: only the (user, service) pairs the daily usage shows in the range,
 * each through the register's (user, service, time) index, grouped by UTC hour in the database;
 * each UTC hour is then put on the provider's clock here (zones move by whole quarter hours, so
 * a half-hour zone would shift a bucket's edge by 30 minutes: none of Kazakhstan's does).
 */
export async function countsByHour(
  db: Db,
  dialect: DialectName,
  calendar: Calendar,
  scope: number[] | null,
  from: string,
  to: string,
): Promise<HourCounts[]> {
  const pairs = await db
    .selectFrom('daily_usage')
    .select(['user_id', 'service_id'])
    .distinct()
    .where('day', '>=', from)
    .where('day', '<=', to)
    .$if(scope !== null, (q) => q.where('user_id', 'in', scope!))
    .execute();
  const hours: HourCounts[] = Array.from({ length: 24 }, (_, hour) => ({
    hour,
    requests: 0,
    failed: 0,
  }));
  if (pairs.length === 0) return hours;
  const [start, end] = calendar.instantsOf(from, to);
  const utcHour =
    dialect === 'postgres'
      ? sql<string>`to_char(requested_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24')`
      : sql<string>`substr(requested_at, 1, 13)`;
  const rows = await db
    .selectFrom('requests')
    .select((eb) => [
      utcHour.as('utc_hour'),
      eb.fn.countAll<number>().as('requests'),
      eb.fn.sum<number>(sql`case when status = 'error' then 1 else 0 end`).as('failed'),
    ])
    .where('user_id', 'in', [...new Set(pairs.map((p) => p.user_id))])
    .where('service_id', 'in', [...new Set(pairs.map((p) => p.service_id))])
    .where('requested_at', '>=', start)
    .where('requested_at', '<', end)
    .groupBy(utcHour)
    .execute();
  for (const row of rows) {
    const hour = localHour(calendar, `${row.utc_hour}:00:00Z`);
    hours[hour]!.requests += Number(row.requests);
    hours[hour]!.failed += Number(row.failed ?? 0);
  }
  return hours;
}

/** The hour on the provider's clock at an instant. */
export function localHour(calendar: Calendar, instant: string): number {
  const ms = Date.parse(instant);
  const day = calendar.dayOf(instant);
  return Math.floor((ms - Date.parse(calendar.startOf(day))) / 3_600_000) % 24;
}
