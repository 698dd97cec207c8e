import { CompiledQuery, type Transaction } from 'kysely';
import type { ChargeKind, DailyChargesTable, Database } from '../../../core/db/schema.js';
import { nextMonth } from '../../../core/calendar.js';
import { isPostgres } from '../../../core/db/dialect.js';
import { prepared } from '../../../core/db/prepared.js';
import { CLOSING_LOCK } from '../../../core/billing/closing-lock.js';
import type { Price } from './pricing-context.js';

type Trx = Transaction<Database>;

const SHARE_CLOSING_LOCK = `select pg_advisory_xact_lock_shared(${CLOSING_LOCK})`;

/** The months whose closing has started or is done. */
const closedMonths = prepared<Record<string, never>, { year: number; month: number }>((db) =>
  db
    .selectFrom('month_closings')
    .select(['year', 'month'])
    .where('status', 'in', ['running', 'done']),
);

/**
 * Which month's statement bills a request of a day: its own month while that month is open; once
 * the month is closed (its documents final), the first open month after it, where the request
 * appears as a correction. Closing a month and recording into it exclude each other through the
 * closings' rows, read in the recording transaction.
 */
export async function billedMonthResolver(trx: Trx): Promise<(day: string) => string> {
  // Shared with other recordings; a closing that starts waits for them (PostgreSQL; SQLite has
  // one writer at a time anyway).
  if (isPostgres(trx)) await trx.executeQuery(CompiledQuery.raw(SHARE_CLOSING_LOCK));
  const closed = new Set(
    (await closedMonths(trx, {})).map((row) => `${row.year}-${String(row.month).padStart(2, '0')}`),
  );
  if (closed.size === 0) return (day) => day.slice(0, 7);
  return (day) => {
    let month = day.slice(0, 7);
    while (closed.has(month)) month = nextMonth(month);
    return month;
  };
}

export const chargeKind = (price: Price): ChargeKind =>
  !price.billable
    ? 'not-billable'
    : price.packageId !== null
      ? 'package'
      : price.tier >= 0
        ? 'tier'
        : 'no-tariff';

/** Per user, service, day and price: what the batch adds to the charges. */
export class ChargeSums {
  private readonly sums = new Map<string, DailyChargesTable>();
  private last: DailyChargesTable | undefined;

  add(
    userId: number,
    serviceId: number,
    day: string,
    billedMonth: string,
    price: Price,
    failed: boolean,
  ) {
    const kind = chargeKind(price);
    const packageId = price.packageId ?? 0;
    const last = this.last;
    // Records come in time order, so most repeat the previous one's key.
    if (
      last &&
      last.user_id === userId &&
      last.service_id === serviceId &&
      last.day === day &&
      last.kind === kind &&
      last.billed_month === billedMonth &&
      last.tariff_id === price.tariffId &&
      last.package_id === packageId &&
      last.tier === price.tier &&
      last.unit_price_minor === price.amountMinor
    ) {
      last.quantity += 1;
      if (failed) last.failed += 1;
      return;
    }
    const key = `${userId}|${serviceId}|${day}|${billedMonth}|${kind}|${price.tariffId}|${packageId}|${price.tier}|${price.amountMinor}`;
    let sum = this.sums.get(key);
    if (!sum) {
      sum = {
        user_id: userId,
        service_id: serviceId,
        day,
        usage_month: day.slice(0, 7),
        billed_month: billedMonth,
        kind,
        tariff_id: price.tariffId,
        package_id: packageId,
        tier: price.tier,
        unit_price_minor: price.amountMinor,
        quantity: 0,
        failed: 0,
      };
      this.sums.set(key, sum);
    }
    this.last = sum;
    sum.quantity += 1;
    if (failed) sum.failed += 1;
  }

  rows(): DailyChargesTable[] {
    return [...this.sums.values()];
  }
}
