import type { Kysely } from 'kysely';
import type { Database } from '../../core/db/schema.js';
import type { MonthProjection } from '../../core/month-projection.js';
import { monthSeries } from './month.js';
import type { PriceProjection } from './pricing.js';
import { projectionOf } from './series.js';

/** A projection rests on two complete days of the month, or on a week of history. */
const MONTH_DAYS_ENOUGH = 2;
const HISTORY_DAYS_ENOUGH = 7;

/**
 * The month of `today` for these users, projected as `GET /api/usage/forecast` projects it and
 * priced through the same statement code; only the expected figure, for the alert rules.
 */
export async function expectedMonth(
  db: Kysely<Database>,
  price: PriceProjection,
  userIds: readonly number[],
  today: string,
): Promise<MonthProjection> {
  const year = Number(today.slice(0, 4));
  const month = Number(today.slice(5, 7));
  const { series, last, elapsed, start } = await monthSeries(db, { userIds, year, month, today });
  const { projected } = projectionOf(series, start, () => 1);
  const priced = await price(userIds, year, month, projected);
  const services = new Map<
    number,
    { spendMinor: number; runsOut: { packageId: number; day: string } | null }
  >();
  for (const { serviceId, totalMinor } of priced.statement.services)
    services.set(serviceId, { spendMinor: totalMinor, runsOut: null });
  for (const [serviceId, runsOut] of priced.runOut)
    services.set(serviceId, { spendMinor: services.get(serviceId)?.spendMinor ?? 0, runsOut });
  const historyDays = series.reduce((most, s) => Math.max(most, s.model.historyDays), 0);
  return {
    lastDay: last,
    daysElapsed: elapsed,
    historyDays,
    reliable: elapsed >= MONTH_DAYS_ENOUGH || historyDays >= HISTORY_DAYS_ENOUGH,
    spendMinor: priced.statement.totalMinor,
    services,
  };
}
