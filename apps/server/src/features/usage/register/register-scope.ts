import {
  type RegisterMatch,
  type RegisterOutcome,
  type RegisterQuery,
  type RegisterRow,
  type RegisterTotals,
} from '@cabinet/contract';
import type { Db } from '../../../core/db/schema.js';
import type { Calendar } from '../../../core/calendar.js';
import { outcomeCondition } from '../../../core/db/register-outcome.js';

export type RangeQuery = RegisterQuery & { startDate: string; endDate: string };

/** A page of the register with the count and totals of everything the filters keep. */
export interface RegisterResult {
  rows: RegisterRow[];
  total: number;
  totals: RegisterTotals;
  matchedBy?: RegisterMatch;
}

/** How a page of the register is read: the users' requests to a service, by the query. */
export type RegisterPager = (
  db: Db,
  calendar: Calendar,
  userIds: number[],
  serviceId: number,
  query: RangeQuery,
) => Promise<RegisterResult>;

export function requestsOf(
  db: Db,
  userIds: number[],
  serviceId: number,
  from: string,
  to: string,
  outcome: RegisterOutcome | undefined,
) {
  return db
    .selectFrom('requests as r')
    .where('r.user_id', 'in', userIds)
    .where('r.service_id', '=', serviceId)
    .where('r.requested_at', '>=', from)
    .where('r.requested_at', '<', to)
    .$if(outcome !== undefined, (q) => q.where(outcomeCondition(outcome!)));
}

/** A compiled statement's value for each user: `user0`, `user1`, … (one text per count of users). */
export const userKey = (i: number) => `user${i}`;
export const userValues = (userIds: number[]) =>
  Object.fromEntries(userIds.map((userId, i) => [userKey(i), userId]));
