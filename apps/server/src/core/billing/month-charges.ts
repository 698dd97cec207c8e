import { sql } from 'kysely';
import type { Db } from '../db/schema.js';
import { monthKey } from '../calendar.js';
import { prepared, type Params } from '../db/prepared.js';
import { parseTiers } from '../pricing/index.js';
import type { ChargeGroup } from './statement-build.js';

/** What makes one line of a statement: the service, the price and what set it. */
export const PRICE = [
  'service_id',
  'kind',
  'tariff_id',
  'package_id',
  'tier',
  'unit_price_minor',
  'usage_month',
] as const;

/**
 * Of charges summed per price (`c`) and joined to their service (`s`) and tariff (`t`): the sums
 * and what prices them (month-charges, late-records).
 */
export const SUMS_PRICED = [
  'c.quantity',
  'c.failed',
  's.code',
  's.name',
  't.tiers',
  't.vat_included',
  't.vat_rate_bp',
] as const;

/**
 * The month's charges summed per price first, from the index alone (`daily_charges_month`), and
 * only those few sums joined to their services and tariffs: joined before summing, every day's
 * row was, and the sums were keyed by the tariff's text as well.
 */
const chargesOf = prepared((db: Db, params: Params<{ userIds: number[]; billed: string }>) =>
  db
    .selectFrom((eb) =>
      eb
        .selectFrom('daily_charges')
        .select([
          ...PRICE,
          sql<number>`sum(quantity)`.as('quantity'),
          sql<number>`sum(failed)`.as('failed'),
        ])
        .where(params.in('user_id', 'userIds'))
        .where('billed_month', '=', params.value('billed'))
        .groupBy([...PRICE])
        .as('c'),
    )
    .innerJoin('services as s', 's.id', 'c.service_id')
    .leftJoin('tariffs as t', 't.id', 'c.tariff_id')
    .select([...PRICE.map((column) => `c.${column}` as const), ...SUMS_PRICED]),
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
  return rows.map((row) => chargeGroup(row, billed));
}

/** A charge row summed per price, with its service and tariff. */
export interface PricedChargeRow {
  service_id: number;
  kind: ChargeGroup['kind'];
  tier: number;
  package_id: number;
  unit_price_minor: number | string;
  usage_month: string;
  quantity: number | string;
  failed: number | string;
  code: string;
  name: string;
  tiers: string | null;
  vat_included: number | null;
  vat_rate_bp: number | null;
}

/** A charge row as a statement of the month `billed` groups it. */
export function chargeGroup(row: PricedChargeRow, billed: string): ChargeGroup {
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
}
