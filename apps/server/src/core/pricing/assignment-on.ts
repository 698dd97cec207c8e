import type { Kysely } from 'kysely';
import type { Database } from '../db/schema.js';
import { assignmentHolders, inForceOnSql } from './assignment-rule.js';

/** The assignment that prices a user's request on a day, looked up in SQL (see assignment-rule.ts). */
export async function assignmentOn(
  db: Kysely<Database>,
  user: { id: number; parentId: number | null },
  serviceId: number,
  day: string,
) {
  for (const holderId of assignmentHolders(user)) {
    const row = await db
      .selectFrom('user_services as us')
      .innerJoin('tariffs as t', 't.id', 'us.tariff_id')
      .select([
        'us.user_id as holderId',
        't.id as tariffId',
        't.name',
        't.tiers',
        't.vat_included as vatIncluded',
        't.vat_rate_bp as vatRateBp',
      ])
      .where('us.user_id', '=', holderId)
      .where('us.service_id', '=', serviceId)
      .where((eb) => inForceOnSql(eb, day))
      .orderBy('us.valid_from', 'desc')
      .executeTakeFirst();
    if (row) return row;
  }
  return undefined;
}
