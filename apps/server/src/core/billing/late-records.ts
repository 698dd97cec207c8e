import { sql, type Transaction } from 'kysely';
import type { MovedUsage } from '@cabinet/contract';
import type { Database, Db } from '../db/schema.js';
import type { Calendar } from '../calendar.js';
import { monthDays, monthKey } from '../calendar.js';
import { prepared, type Params } from '../db/prepared.js';
import { buildStatement } from './statement-build.js';
import { chargeGroup, PRICE, SUMS_PRICED, type PricedChargeRow } from './month-charges.js';

/*
 * The one rule of late records (issue 40). A month's requests are billed in the month while it is
 * open; those recorded once its closing has started are billed in the first open month after it,
 * as a correction (ingest/charges.ts). So a month's late requests are its charges that another
 * month bills, and they cost what that month's correction lines of them add up to. In the
 * register they are the month's requests with an id above the closing's register mark: the
 * closing takes its mark under the lock that recordings share, so both name the same requests.
 */

/** The highest register id now (a closing's mark, taken under the closing lock). */
export async function registerMark(trx: Transaction<Database>): Promise<number> {
  const row = await trx
    .selectFrom('requests')
    .select(sql<string | number | null>`max(id)`.as('mark'))
    .executeTakeFirst();
  return Number(row?.mark ?? 0);
}

/** The marks of closings started: on every register page, so built once (prepared.ts). */
const closingMarks = prepared((db: Db, _params: Params<Record<string, never>>) =>
  db
    .selectFrom('month_closings')
    .select(['year', 'month', 'register_mark'])
    .where('status', 'in', ['running', 'done'])
    .where('register_mark', 'is not', null),
);

/** For register rows: whether each arrived after its month's closing started. */
export async function lateMarker(
  db: Db,
  calendar: Calendar,
): Promise<(row: { id: number; requestedAt: string }) => boolean> {
  const closings = await closingMarks(db, {});
  if (closings.length === 0) return () => false;
  const marks = new Map(closings.map((c) => [monthKey(c.year, c.month), Number(c.register_mark)]));
  return (row) => {
    const mark = marks.get(calendar.dayOf(row.requestedAt).slice(0, 7));
    return mark !== undefined && row.id > mark;
  };
}

/** Register rows with their `late` mark. */
export async function markLate<R extends { id: number; requestedAt: string; late: boolean }>(
  db: Db,
  calendar: Calendar,
  rows: R[],
): Promise<R[]> {
  if (rows.length === 0) return rows;
  const late = await lateMarker(db, calendar);
  return rows.map((row) => ({ ...row, late: late(row) }));
}

/** What a month's late requests of a day take away from its daily usage. */
export interface LateDay {
  day: string;
  requests: number;
  failed: number;
  billable: number;
  covered: number;
  amountMinor: number;
}

/** The month's late requests of one service, per day. */
export async function lateByDay(
  db: Db,
  userIds: readonly number[],
  serviceId: number,
  year: number,
  month: number,
): Promise<LateDay[]> {
  if (userIds.length === 0) return [];
  const [from, to] = monthDays(year, month);
  const rows = await db
    .selectFrom('daily_charges')
    .select([
      'day',
      sql<number>`sum(quantity)`.as('requests'),
      sql<number>`sum(failed)`.as('failed'),
      sql<number>`sum(case when kind = 'not-billable' then 0 else quantity end)`.as('billable'),
      sql<number>`sum(case when kind = 'package' then quantity else 0 end)`.as('covered'),
      sql<number>`sum(quantity * unit_price_minor)`.as('amount'),
    ])
    .where('user_id', 'in', [...userIds])
    .where('service_id', '=', serviceId)
    .where('day', '>=', from)
    .where('day', '<=', to)
    .where('billed_month', '!=', monthKey(year, month))
    .groupBy('day')
    .execute();
  return rows.map((row) => ({
    day: String(row.day),
    requests: Number(row.requests),
    failed: Number(row.failed),
    billable: Number(row.billable),
    covered: Number(row.covered),
    amountMinor: Number(row.amount),
  }));
}

/**
 * The month's late requests (billed in later months) and the corrections it bills (earlier
 * months' late requests), per pair of months, priced as the billing statement prices them.
 */
export async function movedUsage(
  db: Db,
  userIds: readonly number[],
  year: number,
  month: number,
  serviceId?: number,
): Promise<{ late: MovedUsage[]; corrections: MovedUsage[] }> {
  if (userIds.length === 0) return { late: [], corrections: [] };
  const key = monthKey(year, month);
  const [from, to] = monthDays(year, month);
  const rows = await db
    .selectFrom((eb) =>
      eb
        .selectFrom('daily_charges')
        .select([
          ...PRICE,
          'billed_month',
          sql<number>`sum(quantity)`.as('quantity'),
          sql<number>`sum(failed)`.as('failed'),
        ])
        .where('user_id', 'in', [...userIds])
        .$if(serviceId !== undefined, (q) => q.where('service_id', '=', serviceId!))
        .where((w) =>
          w.or([
            w.and([w('day', '>=', from), w('day', '<=', to), w('billed_month', '!=', key)]),
            w.and([w('billed_month', '=', key), w('usage_month', '!=', key)]),
          ]),
        )
        .groupBy([...PRICE, 'billed_month'])
        .as('c'),
    )
    .innerJoin('services as s', 's.id', 'c.service_id')
    .leftJoin('tariffs as t', 't.id', 'c.tariff_id')
    .select([...PRICE.map((column) => `c.${column}` as const), 'c.billed_month', ...SUMS_PRICED])
    .execute();
  const pairs = new Map<string, { usageMonth: string; billedMonth: string; rows: typeof rows }>();
  for (const row of rows) {
    const pair = `${row.usage_month}>${row.billed_month}`;
    const entry = pairs.get(pair) ?? {
      usageMonth: row.usage_month,
      billedMonth: row.billed_month,
      rows: [],
    };
    entry.rows.push(row);
    pairs.set(pair, entry);
  }
  const priced = [...pairs.values()]
    .map(({ usageMonth, billedMonth, rows: charges }): MovedUsage => {
      const groups = charges.map((row) => chargeGroup(row as PricedChargeRow, billedMonth));
      return {
        usageMonth,
        billedMonth,
        requests: groups.reduce((sum, group) => sum + group.quantity, 0),
        amountMinor: buildStatement(groups).totalMinor,
      };
    })
    .sort(
      (a, b) =>
        a.usageMonth.localeCompare(b.usageMonth) || a.billedMonth.localeCompare(b.billedMonth),
    );
  return {
    late: priced.filter((moved) => moved.usageMonth === key),
    corrections: priced.filter((moved) => moved.billedMonth === key),
  };
}
