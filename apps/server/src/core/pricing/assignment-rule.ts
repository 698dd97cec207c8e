import type { Expression, ExpressionBuilder, SqlBool } from 'kysely';
import type { Database } from '../db/schema.js';

/**
 * The one tariff-assignment rule, shared by the look-up in SQL (`assignmentOn`) and batch pricing
 * (`loadPricingContext`): a user's request on a day is priced by the user's own assignment of the
 * service in force that day, else by its partner's; among several in force, the latest start wins.
 * Its holder is whose monthly volume the tiers count.
 */

/** Whose assignments may price a user's request, in the order they are tried. */
export const assignmentHolders = (user: { id: number; parentId: number | null }): number[] =>
  user.parentId === null ? [user.id] : [user.id, user.parentId];

/** Whether an assignment is in force on a day (both ends inclusive; no end: open). */
export const inForceOn = (
  assignment: { validFrom: string; validTo: string | null },
  day: string,
): boolean =>
  assignment.validFrom <= day && (assignment.validTo === null || assignment.validTo >= day);

/** `inForceOn` as a condition on `user_services as us`. */
export const inForceOnSql = (
  eb: ExpressionBuilder<Database & { us: Database['user_services'] }, 'us'>,
  day: string,
): Expression<SqlBool> =>
  eb.and([
    eb('us.valid_from', '<=', day),
    eb.or([eb('us.valid_to', 'is', null), eb('us.valid_to', '>=', day)]),
  ]);

/** Of one holder's assignments in force, the one that prices: the latest start. */
export const latestStart = <A extends { validFrom: string }>(inForce: A[]): A | undefined =>
  [...inForce].sort((a, b) => b.validFrom.localeCompare(a.validFrom))[0];
