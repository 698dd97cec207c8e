import type { Kysely } from 'kysely';
import type { Database } from '../../core/db/schema.js';
import { monthSeries } from './month.js';
import type { PriceProjection } from './pricing.js';
import { projectionOf } from './series.js';

/** The current month's expected end, as alert rules judge it (no band: one pricing). */
export interface ExpectedMonth {
  /** The month's last day. */
  lastDay: string;
  /** Complete days of the month so far. */
  daysElapsed: number;
  /** The longest history a service's projection rests on, in days. */
  historyDays: number;
  /** The month's projected spend with VAT, in tiyn. */
  spendMinor: number;
  /** Per service: its projected spend, and the first package it is projected to use up. */
  services: ReadonlyMap<
    number,
    { spendMinor: number; runsOut: { packageId: number; day: string } | null }
  >;
}

/**
 * The month of `today` for these users, projected as `GET /api/usage/forecast` projects it and
 * priced through the same statement code; only the expected figure, for the alert rules.
 */
export async function expectedMonth(
  db: Kysely<Database>,
  price: PriceProjection,
  userIds: readonly number[],
  today: string,
): Promise<ExpectedMonth> {
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
  return {
    lastDay: last,
    daysElapsed: elapsed,
    historyDays: series.reduce((most, s) => Math.max(most, s.model.historyDays), 0),
    spendMinor: priced.statement.totalMinor,
    services,
  };
}
