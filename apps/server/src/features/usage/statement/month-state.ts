import type { Kysely } from 'kysely';
import type { MonthState } from '@cabinet/contract';
import type { Database } from '../../../core/db/schema.js';

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
  const status =
    closing?.status === 'done' ? 'closed' : closing?.status === 'running' ? 'closing' : 'open';
  return { year, month, status, closedAt: status === 'closed' ? closing!.closed_at : null };
}
