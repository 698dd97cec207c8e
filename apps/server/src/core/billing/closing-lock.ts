import type { Transaction } from 'kysely';
import type { Database } from '../db/schema.js';

type Trx = Transaction<Database>;

/**
 * The advisory lock that orders recordings and the start of a month's closing (PostgreSQL):
 * recordings take it shared (usage's charges), a closing that starts takes it alone.
 */
export const CLOSING_LOCK = 17_017;

/** What makes a charge row one: its key, less the month that bills it. */
const CHARGE_KEY = [
  'user_id',
  'service_id',
  'day',
  'usage_month',
  'kind',
  'tariff_id',
  'package_id',
  'tier',
  'unit_price_minor',
] as const;

/**
 * Bills a month's usage in the month itself again, where a later month billed it as a correction
 * (a closing of the month that failed: the month is open). Rows that meet add up.
 */
export async function billInOwnMonth(trx: Trx, month: string): Promise<void> {
  const moved = await trx
    .selectFrom('daily_charges')
    .select(CHARGE_KEY)
    .select((eb) => [
      eb.fn.sum<number>('quantity').as('quantity'),
      eb.fn.sum<number>('failed').as('failed'),
    ])
    .where('usage_month', '=', month)
    .where('billed_month', '!=', month)
    .groupBy(CHARGE_KEY)
    .execute();
  for (let at = 0; at < moved.length; at += 500)
    await trx
      .insertInto('daily_charges')
      .values(
        moved.slice(at, at + 500).map((row) => ({
          ...row,
          billed_month: month,
          quantity: Number(row.quantity),
          failed: Number(row.failed),
        })),
      )
      .onConflict((oc) =>
        oc
          .columns([...CHARGE_KEY.filter((c) => c !== 'usage_month'), 'billed_month'])
          .doUpdateSet((eb) => ({
            quantity: eb('daily_charges.quantity', '+', eb.ref('excluded.quantity')),
            failed: eb('daily_charges.failed', '+', eb.ref('excluded.failed')),
          })),
      )
      .execute();
  await trx
    .deleteFrom('daily_charges')
    .where('usage_month', '=', month)
    .where('billed_month', '!=', month)
    .execute();
}
