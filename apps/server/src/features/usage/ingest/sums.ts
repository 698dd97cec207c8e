import type { DailyUsageTable } from '../../../core/db/schema.js';
import type { HourlyUsageTable } from '../../../core/db/schema.js';
import type { Calendar } from '../../../core/calendar.js';
import type { RequestRecord } from './types.js';

/** What a batch adds to the counters, summed as its records are priced. */

/**
 * The provider's day of each instant. Records come in time order, so the current day's bounds
 * are kept and an instant inside them needs no time zone arithmetic.
 */
export function dayResolver(calendar: Calendar) {
  let from = Infinity;
  let to = -Infinity;
  let current = '';
  return (instant: string): string => {
    const ms = Date.parse(instant);
    if (ms >= from && ms < to) return current;
    current = calendar.dayOf(instant);
    const [start, end] = calendar.instantsOf(current, current);
    from = Date.parse(start);
    to = Date.parse(end);
    if (!(ms >= from && ms < to)) from = Infinity; // bounds that disagree are not trusted
    return current;
  };
}

/** Per user, service and day: what the batch adds to the daily usage. */
export class DailySums {
  private readonly sums = new Map<string, DailyUsageTable>();
  private last: DailyUsageTable | undefined;

  add(record: RequestRecord, day: string, billable: boolean, covered: boolean, amount: number) {
    let sum = this.last;
    if (
      !sum ||
      sum.user_id !== record.userId ||
      sum.service_id !== record.serviceId ||
      sum.day !== day
    ) {
      const key = `${record.userId}|${record.serviceId}|${day}`;
      sum = this.sums.get(key);
      if (!sum) {
        sum = {
          user_id: record.userId,
          service_id: record.serviceId,
          day,
          requests: 0,
          successful: 0,
          failed: 0,
          billable: 0,
          covered: 0,
          amount_minor: 0,
        };
        this.sums.set(key, sum);
      }
      this.last = sum;
    }
    sum.requests += 1;
    if (record.status === 'success') sum.successful += 1;
    else sum.failed += 1;
    if (billable) sum.billable += 1;
    if (covered) sum.covered += 1;
    sum.amount_minor += amount;
  }

  rows(): DailyUsageTable[] {
    return [...this.sums.values()];
  }
}

/** The UTC hour (`YYYY-MM-DDTHH`) of an instant: the text's own start when in the register's form. */
export const hourOf = (instant: string): string =>
  instant.length === 24 && instant[23] === 'Z'
    ? instant.slice(0, 13)
    : new Date(Date.parse(instant)).toISOString().slice(0, 13);

/**
 * Per user, service and UTC hour: the requests and failures the batch adds to the hourly usage, which
 * error-rate alerts read instead of the register's last hour.
 */
export class HourlySums {
  private readonly sums = new Map<string, HourlyUsageTable>();
  private last: HourlyUsageTable | undefined;

  add(record: RequestRecord) {
    const hour = hourOf(record.requestedAt);
    let sum = this.last;
    if (
      !sum ||
      sum.user_id !== record.userId ||
      sum.service_id !== record.serviceId ||
      sum.hour !== hour
    ) {
      const key = `${record.userId}|${record.serviceId}|${hour}`;
      sum = this.sums.get(key);
      if (!sum) {
        sum = {
          user_id: record.userId,
          service_id: record.serviceId,
          hour,
          requests: 0,
          failed: 0,
        };
        this.sums.set(key, sum);
      }
      this.last = sum;
    }
    sum.requests += 1;
    if (record.status !== 'success') sum.failed += 1;
  }

  rows(): HourlyUsageTable[] {
    return [...this.sums.values()];
  }
}
