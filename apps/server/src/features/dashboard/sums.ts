import type { ExpressionBuilder } from 'kysely';
import type { AccountKind, DayCounts, RankedCounts, UsageCounts } from '@cabinet/contract';
import type { Database, Db } from '../../core/db/schema.js';
import type { Caller } from '../../core/auth/current-user.js';
import { nextDay } from '../../core/calendar.js';
import { isStaff } from '../../core/auth/scope.js';

export const ZERO: UsageCounts = {
  requests: 0,
  successful: 0,
  failed: 0,
  billable: 0,
  amountMinor: 0,
};

const sums = (eb: ExpressionBuilder<Database, 'daily_usage'>) => [
  eb.fn.sum<number>('daily_usage.requests').as('requests'),
  eb.fn.sum<number>('daily_usage.successful').as('successful'),
  eb.fn.sum<number>('daily_usage.failed').as('failed'),
  eb.fn.sum<number>('daily_usage.billable').as('billable'),
  eb.fn.sum<number>('daily_usage.amount_minor').as('amount_minor'),
];

const counts = (row: Record<string, unknown>): UsageCounts => ({
  requests: Number(row.requests ?? 0),
  successful: Number(row.successful ?? 0),
  failed: Number(row.failed ?? 0),
  billable: Number(row.billable ?? 0),
  amountMinor: Number(row.amount_minor ?? 0),
});

export const add = (a: UsageCounts, b: UsageCounts): UsageCounts => ({
  requests: a.requests + b.requests,
  successful: a.successful + b.successful,
  failed: a.failed + b.failed,
  billable: a.billable + b.billable,
  amountMinor: a.amountMinor + b.amountMinor,
});

/** The daily usage of the scope's users (everybody's when null) between two days, inclusive. */
function usage(db: Db, scope: number[] | null, from: string, to: string) {
  return db
    .selectFrom('daily_usage')
    .where('daily_usage.day', '>=', from)
    .where('daily_usage.day', '<=', to)
    .$if(scope !== null, (q) => q.where('daily_usage.user_id', 'in', scope!));
}

/** Every day from `from` to `to`, days without requests as zeros. */
export async function countsByDay(
  db: Db,
  scope: number[] | null,
  from: string,
  to: string,
): Promise<DayCounts[]> {
  const rows = await usage(db, scope, from, to)
    .select((eb) => ['daily_usage.day', ...sums(eb)])
    .groupBy('daily_usage.day')
    .execute();
  const byDay = new Map(rows.map((row) => [row.day, counts(row)]));
  const days: DayCounts[] = [];
  for (let day = from; day <= to; day = nextDay(day))
    days.push({ day, ...(byDay.get(day) ?? ZERO) });
  return days;
}

export async function countsByService(
  db: Db,
  scope: number[] | null,
  from: string,
  to: string,
): Promise<RankedCounts[]> {
  const rows = await usage(db, scope, from, to)
    .innerJoin('services as s', 's.id', 'daily_usage.service_id')
    .select((eb) => ['s.id', 's.name', ...sums(eb)])
    .groupBy(['s.id', 's.name'])
    .execute();
  return ranked(rows.map((row) => ({ id: row.id, name: row.name, ...counts(row) })));
}

const ranked = (rows: RankedCounts[]) =>
  rows.sort((a, b) => b.requests - a.requests || a.name.localeCompare(b.name));

/** An admin's accounts are partners (with their users); a partner's are its users. */
export const accountKindOf = (caller: Caller): AccountKind =>
  isStaff(caller) ? 'partner' : 'user';

/** Usage by account: per partner (a user without one is its own) or per user. */
export async function countsByAccount(
  db: Db,
  scope: number[] | null,
  kind: AccountKind,
  from: string,
  to: string,
): Promise<RankedCounts[]> {
  const rows = await usage(db, scope, from, to)
    .innerJoin('users as u', 'u.id', 'daily_usage.user_id')
    .select((eb) => ['u.id', 'u.parent_id', ...sums(eb)])
    .groupBy(['u.id', 'u.parent_id'])
    .execute();
  const totals = new Map<number, UsageCounts>();
  for (const row of rows) {
    const account = kind === 'partner' ? (row.parent_id ?? row.id) : row.id;
    totals.set(account, add(totals.get(account) ?? ZERO, counts(row)));
  }
  if (totals.size === 0) return [];
  const names = await db
    .selectFrom('users as u')
    .leftJoin('partner_profiles as p', 'p.user_id', 'u.id')
    .select(['u.id', 'u.login', 'u.name', 'u.surname', 'p.company_name'])
    .where('u.id', 'in', [...totals.keys()])
    .execute();
  const nameOf = new Map(
    names.map((u) => [
      u.id,
      u.company_name ?? ([u.name, u.surname].filter(Boolean).join(' ') || u.login),
    ]),
  );
  return ranked(
    [...totals].map(([id, sum]) => ({ id, name: nameOf.get(id) ?? String(id), ...sum })),
  );
}
