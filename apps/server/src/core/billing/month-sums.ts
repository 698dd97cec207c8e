import type { ExpressionBuilder } from 'kysely';
import { MessageKey, type DailyUsageRow, type ServiceUsageRow } from '@cabinet/contract';
import type { Database, Db } from '../db/schema.js';
import { monthDays } from '../calendar.js';
import { notFound } from '../http/errors.js';
import { ownUsersOf } from '../auth/scope.js';
import { prepared } from '../db/prepared.js';
import { lateByDay } from './late-records.js';
import type { PricedStatement, ServiceTotals } from './statement-build.js';
import type { LateDay } from './late-records.js';

/** Whose usage a report of `userId` shows: a partner's includes its users'; anyone else's is its own. */
export async function reportSubjects(db: Db, userId: number): Promise<number[]> {
  const user = await db
    .selectFrom('users')
    .select(['id', 'group'])
    .where('id', '=', userId)
    .executeTakeFirst();
  if (!user) throw notFound(MessageKey.userNotFound);
  return ownUsersOf(db, user);
}

const sums = (eb: ExpressionBuilder<Database, 'daily_usage'>) => [
  eb.fn.sum<number>('requests').as('requests'),
  eb.fn.sum<number>('successful').as('successful'),
  eb.fn.sum<number>('failed').as('failed'),
  eb.fn.sum<number>('billable').as('billable'),
  eb.fn.sum<number>('covered').as('covered'),
  eb.fn.sum<number>('daily_usage.amount_minor').as('amount_minor'),
];

const numbers = (row: {
  requests: unknown;
  successful: unknown;
  failed: unknown;
  billable: unknown;
  covered: unknown;
  amount_minor: unknown;
}) => {
  const requests = Number(row.requests ?? 0);
  const billable = Number(row.billable ?? 0);
  const covered = Number(row.covered ?? 0);
  return {
    requests,
    successful: Number(row.successful ?? 0),
    failed: Number(row.failed ?? 0),
    billable,
    paid: billable - covered,
    covered,
    notBillable: requests - billable,
    amountMinor: Number(row.amount_minor ?? 0),
  };
};

const daysOfService = prepared<
  { userIds: number[]; serviceId: number; from: string; to: string },
  { day: string } & Record<
    'requests' | 'successful' | 'failed' | 'billable' | 'covered' | 'amount_minor',
    number
  >
>((db, params) =>
  db
    .selectFrom('daily_usage')
    .select((eb) => ['day', ...sums(eb)])
    .where(params.in('user_id', 'userIds'))
    .where('service_id', '=', params.value('serviceId'))
    .where('day', '>=', params.value('from'))
    .where('day', '<=', params.value('to'))
    .groupBy('day')
    .orderBy('day'),
);

/** One row per day of the month on which the service was used, as the month's statement bills it. */
export async function usageByDay(
  db: Db,
  userIds: number[],
  serviceId: number,
  year: number,
  month: number,
): Promise<DailyUsageRow[]> {
  const [from, to] = monthDays(year, month);
  const rows = await daysOfService(db, { userIds, serviceId, from, to });
  const late = new Map(
    (await lateByDay(db, userIds, serviceId, year, month)).map((d) => [d.day, d]),
  );
  return rows
    .map((row) => ({
      day: row.day,
      ...numbers(late.has(row.day) ? withoutLate(row, late.get(row.day)!) : row),
    }))
    .filter((row) => row.requests > 0);
}

/** A day's usage less its late requests, which a later month bills (statement/late.ts). */
const withoutLate = <R extends Parameters<typeof numbers>[0]>(row: R, late: LateDay): R => ({
  ...row,
  requests: Number(row.requests) - late.requests,
  successful: Number(row.successful) - (late.requests - late.failed),
  failed: Number(row.failed) - late.failed,
  billable: Number(row.billable) - late.billable,
  covered: Number(row.covered) - late.covered,
  amount_minor: Number(row.amount_minor) - late.amountMinor,
});

export function totalsOf(rows: ReadonlyArray<ReturnType<typeof numbers>>) {
  return rows.reduce(
    (sum, row) => ({
      requests: sum.requests + row.requests,
      successful: sum.successful + row.successful,
      failed: sum.failed + row.failed,
      billable: sum.billable + row.billable,
      paid: sum.paid + row.paid,
      covered: sum.covered + row.covered,
      notBillable: sum.notBillable + row.notBillable,
      amountMinor: sum.amountMinor + row.amountMinor,
    }),
    {
      requests: 0,
      successful: 0,
      failed: 0,
      billable: 0,
      paid: 0,
      covered: 0,
      notBillable: 0,
      amountMinor: 0,
    },
  );
}

/** The reports list's rows: each service as the month's statement bills it. */
export const billedRows = (services: readonly ServiceTotals[]): ServiceUsageRow[] =>
  services.map((service) => ({
    serviceId: service.serviceId,
    serviceCode: service.serviceCode,
    serviceName: service.serviceName,
    currency: 'KZT',
    requests: service.requests,
    successful: service.requests - service.failed,
    failed: service.failed,
    billable: service.paid + service.covered,
    paid: service.paid,
    covered: service.covered,
    notBillable: service.notBillable,
    netMinor: service.netMinor,
    vatMinor: service.vatMinor,
    amountMinor: service.totalMinor,
  }));

/** The reports list's totals: the statement's. */
export const billedTotals = (
  rows: readonly ServiceUsageRow[],
  statement: Pick<PricedStatement, 'subtotalMinor' | 'vatMinor' | 'totalMinor'>,
) => ({
  ...totalsOf(rows),
  netMinor: statement.subtotalMinor,
  vatMinor: statement.vatMinor,
  amountMinor: statement.totalMinor,
});

/**
 * A report's rows in the order asked: by one of their columns (names in the user's order of the
 * alphabet, numbers by value), ties kept in the report's own order; `undefined`: the report's own
 * order, turned round when descending.
 */
export function sortedRows<R extends object>(
  rows: readonly R[],
  column: string | undefined,
  descending: boolean,
): R[] {
  const key = (column === 'amount' ? 'amountMinor' : column) as keyof R | undefined;
  const sign = descending ? -1 : 1;
  if (key === undefined) return descending ? [...rows].reverse() : [...rows];
  const collator = new Intl.Collator('ru', { numeric: true });
  return [...rows].sort((a, b) => {
    const x = a[key];
    const y = b[key];
    const order =
      typeof x === 'number' && typeof y === 'number'
        ? x - y
        : collator.compare(String(x), String(y));
    return sign * order;
  });
}
