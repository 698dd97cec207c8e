import { sql } from 'kysely';
import type { Calendar } from '../../core/calendar.js';
import type { Db } from '../../core/db/schema.js';
/** What is measured from records here; the forecast's conditions are judged in projected.ts. */
import type { MeasuredCondition as Measured } from './projected.js';
import type { Reading, Target } from './reading.js';

const HOUR_MS = 3_600_000;

/** Rounds a share to two decimals, as a percentage is shown. */
const percent = (part: number, whole: number) => Math.round((part * 10_000) / whole) / 100;

/**
 * Reads the figures rules compare from what ingestion already keeps up to date: the packages'
 * counters, the daily charges, the daily and hourly usage, and the register's (user, service, time)
 * index for the latest request. Readings are shared between the rules of one pass that
 * ask the same question (`memo`).
 */
export class Measure {
  private readonly memo = new Map<string, Promise<unknown>>();

  constructor(
    private readonly db: Db,
    private readonly calendar: Calendar,
    private readonly now: Date,
  ) {}

  private once<T>(key: string, read: () => Promise<T>): Promise<T> {
    let found = this.memo.get(key) as Promise<T> | undefined;
    if (!found) this.memo.set(key, (found = read()));
    return found;
  }

  async reading(condition: Measured, target: Target, since: string): Promise<Reading | null> {
    const key = `${target.userIds.join(',')}|${target.serviceId ?? ''}`;
    switch (condition.kind) {
      case 'packageRemaining': {
        const packages = await this.once(`p|${key}`, () => this.packages(target));
        if (packages.period === '') return null;
        const value =
          condition.unit === 'requests'
            ? packages.remaining
            : percent(packages.remaining, packages.quota);
        return { value, holds: value < condition.below, period: packages.period };
      }
      case 'spend': {
        const month = this.calendar.today(this.now).slice(0, 7);
        const value = await this.once(`s|${key}|${condition.currency}`, () =>
          this.spend(target, month, condition.currency),
        );
        return { value, holds: value > condition.aboveMinor, period: month };
      }
      case 'errorRate': {
        const hour = await this.once(`e|${key}`, () => this.lastHour(target));
        const value = hour.requests === 0 ? 0 : percent(hour.failed, hour.requests);
        return {
          value,
          holds: hour.requests >= condition.minRequests && value > condition.abovePercent,
          period: this.now.toISOString().slice(0, 13),
        };
      }
      case 'quiet': {
        const last = await this.once(`q|${key}`, () => this.lastRequest(target));
        // Never a request: quiet since the rule was made.
        const from = last ?? since;
        const quietMs = this.now.getTime() - Date.parse(from);
        return {
          value: Math.floor((quietMs / HOUR_MS) * 10) / 10,
          holds: quietMs >= condition.hours * HOUR_MS,
          period: from,
        };
      }
    }
  }

  /**
   * The packages open today: quota, requests left, and the period a crossing belongs to (each
   * package's id with its quota, so that a top-up starts a new one).
   */
  private async packages(target: Target) {
    const today = this.calendar.today(this.now);
    const rows = await this.db
      .selectFrom('tariff_packages')
      .select(['id', 'quota', 'used'])
      .where('user_id', 'in', target.userIds)
      .$if(target.serviceId !== null, (q) => q.where('service_id', '=', target.serviceId!))
      .where('closed_at', 'is', null)
      .where('valid_from', '<=', today)
      .where('valid_to', '>=', today)
      .orderBy('id')
      .execute();
    let quota = 0;
    let used = 0;
    for (const row of rows) {
      quota += Number(row.quota);
      used += Number(row.used);
    }
    return {
      period: rows.map((row) => `${row.id}:${Number(row.quota)}`).join(','),
      quota,
      remaining: Math.max(0, quota - used),
    };
  }

  /**
   * Spend, as a spend rule compares it (the one definition; README, the form and the notification
   * texts say the same): the month's tariff charges in a currency BEFORE VAT, in minor units. A
   * VAT-inclusive price counts without its VAT, rounded down per request as the statement does
   * (`unitPriceBeforeVat`); a VAT-exclusive price counts as it is.
   */
  private async spend(target: Target, month: string, currency: string): Promise<number> {
    const row = await this.db
      .selectFrom('daily_charges as c')
      .innerJoin('tariffs as t', 't.id', 'c.tariff_id')
      .select(
        // Integer division on both databases: non-negative, so it rounds down.
        sql<number>`sum(c.quantity * case when t.vat_included = 1 and t.vat_rate_bp > 0
          then (c.unit_price_minor * 10000) / (10000 + t.vat_rate_bp)
          else c.unit_price_minor end)`.as('amount'),
      )
      .where('c.user_id', 'in', target.userIds)
      .$if(target.serviceId !== null, (q) => q.where('c.service_id', '=', target.serviceId!))
      .where('c.billed_month', '=', month)
      .where('c.kind', '=', 'tier')
      .where('t.currency', '=', currency)
      .executeTakeFirst();
    return Number(row?.amount ?? 0);
  }

  /**
   * The (user, service) pairs the daily usage shows since `day`: the register is then read only
   * through its (user, service, time) index.
   */
  private async pairs(target: Target, day: string) {
    return this.db
      .selectFrom('daily_usage')
      .select(['user_id', 'service_id'])
      .distinct()
      .where('user_id', 'in', target.userIds)
      .$if(target.serviceId !== null, (q) => q.where('service_id', '=', target.serviceId!))
      .where('day', '>=', day)
      .execute();
  }

  /**
   * Requests and failures over the last hour, from the hourly usage ingestion keeps (two rows per
   * user and service, whatever the hour's volume): the current UTC hour's counts, and the previous
   * hour's for the share of it still within the hour before now (rounded to whole requests).
   */
  private async lastHour(target: Target): Promise<{ requests: number; failed: number }> {
    const at = this.now.getTime();
    const current = new Date(at).toISOString().slice(0, 13);
    const previous = new Date(at - HOUR_MS).toISOString().slice(0, 13);
    const rows = await this.db
      .selectFrom('hourly_usage')
      .select((eb) => [
        'hour',
        eb.fn.sum<number>('requests').as('requests'),
        eb.fn.sum<number>('failed').as('failed'),
      ])
      .where('user_id', 'in', target.userIds)
      .$if(target.serviceId !== null, (q) => q.where('service_id', '=', target.serviceId!))
      .where('hour', 'in', [previous, current])
      .groupBy('hour')
      .execute();
    const share = 1 - (at - Date.parse(`${current}:00:00.000Z`)) / HOUR_MS;
    let requests = 0;
    let failed = 0;
    for (const row of rows) {
      const part = row.hour === current ? 1 : share;
      requests += Math.round(Number(row.requests) * part);
      failed += Math.round(Number(row.failed) * part);
    }
    return { requests, failed };
  }

  /** When the latest request was made (null: never). */
  private async lastRequest(target: Target): Promise<string | null> {
    const latest = await this.db
      .selectFrom('daily_usage')
      .select((eb) => eb.fn.max('day').as('day'))
      .where('user_id', 'in', target.userIds)
      .$if(target.serviceId !== null, (q) => q.where('service_id', '=', target.serviceId!))
      .executeTakeFirst();
    if (!latest?.day) return null;
    let last: string | null = null;
    for (const pair of await this.pairs(target, latest.day)) {
      const row = await this.db
        .selectFrom('requests')
        .select('requested_at')
        .where('user_id', '=', pair.user_id)
        .where('service_id', '=', pair.service_id)
        .orderBy('requested_at', 'desc')
        .limit(1)
        .executeTakeFirst();
      if (row && (last === null || Date.parse(row.requested_at) > Date.parse(last)))
        last = row.requested_at;
    }
    return last;
  }
}
