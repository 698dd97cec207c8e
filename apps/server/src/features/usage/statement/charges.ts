import { sql, type Kysely } from 'kysely';
import type { Database } from '../../../core/db/schema.js';
import { monthKey } from '../../../core/calendar.js';
import { prepared, type Params } from '../../../core/db/prepared.js';
import { parseTiers } from '../../tariffs/index.js';
import type { ChargeGroup } from './build.js';

type Db = Kysely<Database>;

/** What makes one line of a statement: the service, the price and what set it. */
const PRICE = [
  'c.service_id',
  's.code',
  's.name',
  'c.kind',
  'c.tariff_id',
  'c.package_id',
  'c.tier',
  'c.unit_price_minor',
  'c.usage_month',
  't.tiers',
  't.vat_included',
  't.vat_rate_bp',
] as const;

const chargesOf = prepared((db: Db, params: Params<{ userIds: number[]; billed: string }>) =>
  db
    .selectFrom('daily_charges as c')
    .innerJoin('services as s', 's.id', 'c.service_id')
    .leftJoin('tariffs as t', 't.id', 'c.tariff_id')
    .select([
      ...PRICE,
      sql<number>`sum(c.quantity)`.as('quantity'),
      sql<number>`sum(c.failed)`.as('failed'),
    ])
    .where(params.in('c.user_id', 'userIds'))
    .where('c.billed_month', '=', params.value('billed'))
    .groupBy([...PRICE]),
);

/** The charges a month's statement of these users bills, one group per price. */
export async function monthCharges(
  db: Db,
  userIds: readonly number[],
  year: number,
  month: number,
): Promise<ChargeGroup[]> {
  if (userIds.length === 0) return [];
  const billed = monthKey(year, month);
  const rows = await chargesOf(db, { userIds: [...userIds], billed });
  return rows.map((row) => {
    const tiers = row.tiers === null ? [] : parseTiers(row.tiers);
    const band = row.kind === 'tier' && row.tier >= 0 ? tiers[row.tier] : undefined;
    const priced = row.kind === 'tier';
    return {
      serviceId: row.service_id,
      serviceCode: row.code,
      serviceName: row.name,
      kind: row.kind,
      quantity: Number(row.quantity),
      failed: Number(row.failed),
      priceMinor: Number(row.unit_price_minor),
      vatRateBp: priced ? (row.vat_rate_bp ?? 0) : 0,
      vatIncluded: priced && row.vat_included === 1,
      tierFrom: band ? (row.tier === 0 ? 1 : tiers[row.tier - 1]!.upTo! + 1) : null,
      tierTo: band ? band.upTo : null,
      packageId: row.package_id === 0 ? null : row.package_id,
      correctionOf: row.usage_month === billed ? null : row.usage_month,
    };
  });
}
