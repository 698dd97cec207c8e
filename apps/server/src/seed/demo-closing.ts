import { subMonths } from 'date-fns';
import type { Kysely } from 'kysely';
import type { Database } from '../core/db/schema.js';
import type { Calendar } from '../core/calendar.js';
import { closableFrom } from '../features/documents/index.js';

/**
 * The demo's month before last is closed, so that partners find final, numbered documents beside
 * the drafts; the last month is left for the staff to close. It is queued as a closing that a
 * stopped process left running: the server's start runs it in the background like any other.
 * Nothing is queued once any month has a closing, or before the grace period has passed.
 */
export async function queueDemoClosing(
  db: Kysely<Database>,
  calendar: Calendar,
  now: Date,
  graceDays: number,
): Promise<void> {
  const today = calendar.today(now);
  const monthBeforeLast = subMonths(new Date(`${today.slice(0, 7)}-01T00:00:00`), 2);
  const year = monthBeforeLast.getFullYear();
  const month = monthBeforeLast.getMonth() + 1;
  if (closableFrom(year, month, graceDays) > today) return;
  if (await db.selectFrom('month_closings').select('year').executeTakeFirst()) return;
  await db
    .insertInto('month_closings')
    .values({ year, month, status: 'running', closed_by: null, closed_at: now.toISOString() })
    .execute();
}
