import type { Db } from '../../../core/db/schema.js';
import { monthKey } from '../../../core/calendar.js';
import { reportSubjects } from '../../../core/billing/month-sums.js';
import { statementOf } from '../../../core/billing/statement.js';

/*
 * What closing a month issues, worked out once for both the closing and its preview, so that the
 * counts the screen asks the admin to confirm are the documents the closing then makes.
 */

/** A partner's final documents of a month: Application 1, a report per service, its users' own. */
export interface PartnerPlan {
  partnerId: number;
  /** The services of the partner's statement: one report each. */
  services: number[];
  /** Each of its users' services of the month: one report each, for that user. */
  users: { userId: number; services: number[] }[];
}

const servicesOf = (lines: readonly { serviceId: number }[]) => [
  ...new Set(lines.map((line) => line.serviceId)),
];

/** Partners with any usage billed in the month (their users' included). */
export async function partnersBilledIn(db: Db, year: number, month: number): Promise<number[]> {
  const rows = await db
    .selectFrom('users as u')
    .innerJoin('partner_profiles as p', 'p.user_id', 'u.id')
    .select('u.id')
    .where('u.group', '=', 'Partner')
    .where((eb) =>
      eb.exists(
        eb
          .selectFrom('daily_charges as c')
          .innerJoin('users as m', 'm.id', 'c.user_id')
          .select('c.user_id')
          .where('c.billed_month', '=', monthKey(year, month))
          .where((w) =>
            w.or([w('m.id', '=', w.ref('u.id')), w('m.parent_id', '=', w.ref('u.id'))]),
          ),
      ),
    )
    .orderBy('u.id')
    .execute();
  return rows.map((row) => row.id);
}

export async function partnerPlan(
  db: Db,
  partnerId: number,
  year: number,
  month: number,
): Promise<PartnerPlan> {
  const subjects = await reportSubjects(db, partnerId);
  const services = servicesOf((await statementOf(db, subjects, year, month)).lines);
  const users: PartnerPlan['users'] = [];
  for (const userId of subjects) {
    if (userId === partnerId) continue;
    const own = servicesOf((await statementOf(db, [userId], year, month)).lines);
    if (own.length > 0) users.push({ userId, services: own });
  }
  return { partnerId, services, users };
}

export const documentsIn = (plan: PartnerPlan) =>
  1 + plan.services.length + plan.users.reduce((sum, user) => sum + user.services.length, 0);

/** How many partners a closing of the month would issue documents to, and how many documents. */
export async function closingCounts(db: Db, year: number, month: number) {
  const partners = await partnersBilledIn(db, year, month);
  let documents = 0;
  for (const partnerId of partners)
    documents += documentsIn(await partnerPlan(db, partnerId, year, month));
  return { partners: partners.length, documents };
}
