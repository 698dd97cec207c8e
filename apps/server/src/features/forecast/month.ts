import type { Kysely } from 'kysely';
import type { Database } from '../../core/db/schema.js';
import { monthDays } from '../../core/calendar.js';
import { dailyUse, type DayUse } from './history.js';
import { dayOf, serviceSeries } from './series.js';

/** How many months before the forecast's the model may look back on. */
const MONTHS_BEFORE = 2;

export interface MonthAsk {
  userIds: readonly number[];
  year: number;
  month: number;
  /** The provider's local day now. */
  today: string;
}

const monthBefore = (year: number, month: number, back: number) => {
  const index = year * 12 + (month - 1) - back;
  return [Math.floor(index / 12), (index % 12) + 1] as const;
};

/** Every account with usage in the month or the months the model looks back on. */
export async function usersWithUsage(
  db: Kysely<Database>,
  year: number,
  month: number,
): Promise<number[]> {
  const [fromYear, fromMonth] = monthBefore(year, month, MONTHS_BEFORE);
  const rows = await db
    .selectFrom('daily_usage')
    .select('user_id')
    .distinct()
    .where('day', '>=', dayOf(fromYear, fromMonth, 1))
    .where('day', '<=', monthDays(year, month)[1])
    .orderBy('user_id')
    .execute();
  return rows.map((row) => row.user_id);
}

/**
 * The month's frame and each service's series as the model projects it, from the users' daily
 * aggregates of the month and the months before.
 */
export async function monthSeries(db: Kysely<Database>, ask: MonthAsk) {
  const { year, month, today, userIds } = ask;
  const [first, last] = monthDays(year, month);
  const daysInMonth = Number(last.slice(8));
  const current = today >= first && today <= last;
  const elapsed = current ? Number(today.slice(8)) - 1 : daysInMonth;
  const [fromYear, fromMonth] = monthBefore(year, month, MONTHS_BEFORE);
  const from = dayOf(fromYear, fromMonth, 1);
  const uses = await dailyUse(db, userIds, from, current ? today : last);

  const byService = new Map<number, DayUse[]>();
  for (const use of uses) {
    const rows = byService.get(use.serviceId);
    if (rows) rows.push(use);
    else byService.set(use.serviceId, [use]);
  }
  const series = [...byService].map(([serviceId, rows]) =>
    serviceSeries(serviceId, rows, { year, month, first, today, current, elapsed, daysInMonth }),
  );
  return {
    series,
    last,
    current,
    elapsed,
    daysInMonth,
    /** The first day the projection covers. */
    start: dayOf(year, month, elapsed + 1),
  };
}
