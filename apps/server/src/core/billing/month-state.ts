import type { Kysely } from 'kysely';
import type { MonthState } from '@cabinet/contract';
import type { Database } from '../db/schema.js';

/** Whether a month is open (its documents preliminary), being closed, or closed (final). */
export async function monthState(
  db: Kysely<Database>,
  year: number,
  month: number,
): Promise<MonthState> {
  const closing = await db
    .selectFrom('month_closings')
    .select(['status', 'closed_at'])
    .where('year', '=', year)
    .where('month', '=', month)
    .executeTakeFirst();
  return monthStateOf(year, month, closing?.status ?? null, closing?.closed_at ?? null);
}

/** A month's state from its closing's row (none: open). */
export function monthStateOf(
  year: number,
  month: number,
  closingStatus: string | null,
  closedAt: string | null,
): MonthState {
  const status =
    closingStatus === 'done' ? 'closed' : closingStatus === 'running' ? 'closing' : 'open';
  return { year, month, status, closedAt: status === 'closed' ? closedAt : null };
}

/** Every month being closed or closed, latest first (any other month is open). */
export async function monthStates(db: Kysely<Database>): Promise<MonthState[]> {
  const rows = await db
    .selectFrom('month_closings')
    .select(['year', 'month', 'status', 'closed_at'])
    .where('status', 'in', ['running', 'done'])
    .orderBy('year', 'desc')
    .orderBy('month', 'desc')
    .execute();
  return rows.map((row) => ({
    year: row.year,
    month: row.month,
    status: row.status === 'done' ? 'closed' : 'closing',
    closedAt: row.status === 'done' ? row.closed_at : null,
  }));
}
