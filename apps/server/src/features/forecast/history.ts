import type { Kysely } from 'kysely';
import type { Database } from '../../core/db/schema.js';

/** One user's requests of one service on one day, from the daily aggregates. */
export interface DayUse {
  userId: number;
  serviceId: number;
  day: string;
  requests: number;
  billable: number;
}

/** The users' daily aggregates between two days (both inclusive). */
export async function dailyUse(
  db: Kysely<Database>,
  userIds: readonly number[],
  from: string,
  to: string,
): Promise<DayUse[]> {
  if (userIds.length === 0) return [];
  const rows = await db
    .selectFrom('daily_usage')
    .select((eb) => [
      'user_id',
      'service_id',
      'day',
      eb.fn.sum<number>('requests').as('requests'),
      eb.fn.sum<number>('billable').as('billable'),
    ])
    .where('user_id', 'in', [...userIds])
    .where('day', '>=', from)
    .where('day', '<=', to)
    .groupBy(['user_id', 'service_id', 'day'])
    .execute();
  return rows.map((row) => ({
    userId: row.user_id,
    serviceId: row.service_id,
    day: row.day,
    requests: Number(row.requests ?? 0),
    billable: Number(row.billable ?? 0),
  }));
}

/** Splits `total` in proportion to `weights` in whole numbers (largest remainders). */
export function apportion(total: number, weights: readonly number[]): number[] {
  const sum = weights.reduce((s, w) => s + w, 0);
  if (sum <= 0 || total <= 0) return weights.map((_, i) => (i === 0 ? Math.max(total, 0) : 0));
  const exact = weights.map((w) => (total * w) / sum);
  const whole = exact.map(Math.floor);
  let left = total - whole.reduce((s, v) => s + v, 0);
  const order = exact.map((v, i) => [v - whole[i]!, i] as const).sort((a, b) => b[0] - a[0]);
  for (const [, i] of order) {
    if (left <= 0) break;
    whole[i]! += 1;
    left -= 1;
  }
  return whole;
}
