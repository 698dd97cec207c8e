import type { ExpressionBuilder, Kysely } from 'kysely';
import { MessageKey, type DailyUsageRow, type ServiceUsageRow } from '@cabinet/contract';
import type { Database } from '../../core/db/schema.js';
import { monthDays } from '../../core/calendar.js';
import { notFound } from '../../core/http/errors.js';
import { ownUsersOf } from '../../core/auth/scope.js';

type Db = Kysely<Database>;

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
}) => ({
  requests: Number(row.requests ?? 0),
  successful: Number(row.successful ?? 0),
  failed: Number(row.failed ?? 0),
  billable: Number(row.billable ?? 0),
  covered: Number(row.covered ?? 0),
  amountMinor: Number(row.amount_minor ?? 0),
});

/** One row per service used in the month, from the daily usage (never from the register). */
export async function usageByService(
  db: Db,
  userIds: number[],
  year: number,
  month: number,
): Promise<ServiceUsageRow[]> {
  const [from, to] = monthDays(year, month);
  const rows = await db
    .selectFrom('daily_usage')
    .innerJoin('services as s', 's.id', 'daily_usage.service_id')
    .select((eb) => ['s.id', 's.code', 's.name', ...sums(eb)])
    .where('daily_usage.user_id', 'in', userIds)
    .where('daily_usage.day', '>=', from)
    .where('daily_usage.day', '<=', to)
    .groupBy(['s.id', 's.code', 's.name'])
    .orderBy('s.name')
    .execute();
  return rows.map((row) => ({
    serviceId: row.id,
    serviceCode: row.code,
    serviceName: row.name,
    currency: 'KZT',
    ...numbers(row),
  }));
}

/** One row per day of the month on which the service was used. */
export async function usageByDay(
  db: Db,
  userIds: number[],
  serviceId: number,
  year: number,
  month: number,
): Promise<DailyUsageRow[]> {
  const [from, to] = monthDays(year, month);
  const rows = await db
    .selectFrom('daily_usage')
    .select((eb) => ['day', ...sums(eb)])
    .where('user_id', 'in', userIds)
    .where('service_id', '=', serviceId)
    .where('day', '>=', from)
    .where('day', '<=', to)
    .groupBy('day')
    .orderBy('day')
    .execute();
  return rows.map((row) => ({ day: row.day, ...numbers(row) }));
}

export function totalsOf(rows: Array<ReturnType<typeof numbers>>) {
  return rows.reduce(
    (sum, row) => ({
      requests: sum.requests + row.requests,
      successful: sum.successful + row.successful,
      failed: sum.failed + row.failed,
      billable: sum.billable + row.billable,
      covered: sum.covered + row.covered,
      amountMinor: sum.amountMinor + row.amountMinor,
    }),
    { requests: 0, successful: 0, failed: 0, billable: 0, covered: 0, amountMinor: 0 },
  );
}
