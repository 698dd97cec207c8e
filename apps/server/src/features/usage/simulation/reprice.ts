import { tierFor, type Tier } from '../../../core/pricing/index.js';
import { buildStatement, type ChargeGroup } from '../../../core/billing/statement-build.js';
import { chargeGroup, type PricedChargeRow } from '../../../core/billing/month-charges.js';
import type { DailyChargesTable } from '../../../core/db/schema.js';

/** A user's charges of one price in one usage and billed month, summed over the days. */
export type ChargeRow = Omit<DailyChargesTable, 'day'>;

/** A tariff's prices as its row keeps them (tiers as JSON). */
export interface TariffPrices {
  tiers: string;
  vat_included: number;
  vat_rate_bp: number;
}

export interface SimulationData {
  /** Every charge a shown month bills, and the other charges of the usage months they count in. */
  rows: readonly ChargeRow[];
  /** The billed months shown. */
  months: ReadonlySet<string>;
  partnerOf: ReadonlyMap<number, number>;
  /** Whose monthly volume a user's requests priced by a tariff count in (tariffs' assignment rule). */
  holderOf: (userId: number, tariffId: number) => number;
  tariffs: ReadonlyMap<number, TariffPrices>;
  service: { code: string; name: string };
}

export interface Draft {
  tariffId: number;
  tiers: Tier[];
  vatIncluded: boolean;
  vatRateBp: number;
}

export interface PartnerAmounts {
  requests: number;
  beforeMinor: number;
  afterMinor: number;
}

/**
 * The shown months' statements of each partner, as billed and as the draft would bill them: the
 * draft tariff's tier-priced requests are counted again in their holder's month, in the order
 * their tiers (then statements) show, and priced by the draft's tiers as the register prices one
 * request (`tierFor`); everything else keeps its charge. Both go through `buildStatement`, so with
 * the tariff's own tiers the "after" is the statements' amount to the tiyn.
 */
export function simulate(data: SimulationData, draft: Draft): Map<number, PartnerAmounts> {
  const before = statements(data, data.rows, data.tariffs);
  const tariffs = new Map(data.tariffs);
  tariffs.set(draft.tariffId, {
    tiers: JSON.stringify(draft.tiers),
    vat_included: draft.vatIncluded ? 1 : 0,
    vat_rate_bp: draft.vatRateBp,
  });
  const after = statements(data, retier(data, draft), tariffs);
  const result = new Map<number, PartnerAmounts>();
  for (const [partnerId, amounts] of before)
    result.set(partnerId, {
      requests: amounts.requests,
      beforeMinor: amounts.totalMinor,
      afterMinor: after.get(partnerId)?.totalMinor ?? 0,
    });
  return result;
}

/** The draft tariff's tier rows split by the draft's tiers, the others as they are. */
export function retier(data: SimulationData, draft: Draft): ChargeRow[] {
  const out: ChargeRow[] = [];
  const cells = new Map<string, ChargeRow[]>();
  for (const row of data.rows) {
    if (row.kind !== 'tier') {
      out.push(row);
      continue;
    }
    const key = `${data.holderOf(row.user_id, row.tariff_id)}|${row.service_id}|${row.usage_month}`;
    const cell = cells.get(key);
    if (cell) cell.push(row);
    else cells.set(key, [row]);
  }
  for (const cell of cells.values()) {
    // A tier's requests came after the lower tiers' (graduated); within one, the earlier statement's.
    cell.sort(
      (a, b) =>
        a.tier - b.tier ||
        compare(a.billed_month, b.billed_month) ||
        a.tariff_id - b.tariff_id ||
        a.user_id - b.user_id,
    );
    let before = 0;
    for (const row of cell) {
      if (row.tariff_id !== draft.tariffId) out.push(row);
      else
        for (const piece of split(draft.tiers, before + 1, row.quantity))
          out.push({
            ...row,
            tier: piece.tier,
            unit_price_minor: draft.tiers[piece.tier]!.priceMinor,
            quantity: piece.quantity,
            failed: piece.first ? row.failed : 0,
          });
      before += row.quantity;
    }
  }
  return out;
}

const compare = (a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0);

/** Requests `from`…`from + quantity - 1` of a month's tariff-billed ones, per tier. */
function split(tiers: readonly Tier[], from: number, quantity: number) {
  const pieces: { tier: number; quantity: number; first: boolean }[] = [];
  let ordinal = from;
  let left = quantity;
  while (left > 0) {
    const tier = tierFor(tiers, ordinal);
    const upTo = tiers[tier]!.upTo;
    const take = upTo === null ? left : Math.max(1, Math.min(left, upTo - ordinal + 1));
    pieces.push({ tier, quantity: take, first: pieces.length === 0 });
    ordinal += take;
    left -= take;
  }
  return pieces;
}

const PRICE_KEY = (row: ChargeRow) =>
  `${row.service_id}|${row.kind}|${row.tariff_id}|${row.package_id}|${row.tier}|${row.unit_price_minor}|${row.usage_month}`;

/** Per partner: its shown months' statements (charges summed per price, as statements do). */
export function statements(
  data: SimulationData,
  rows: readonly ChargeRow[],
  tariffs: ReadonlyMap<number, TariffPrices>,
) {
  const byStatement = new Map<string, { partnerId: number; prices: Map<string, ChargeRow> }>();
  for (const row of rows) {
    if (!data.months.has(row.billed_month)) continue;
    const partnerId = data.partnerOf.get(row.user_id)!;
    const key = `${partnerId}|${row.billed_month}`;
    let statement = byStatement.get(key);
    if (!statement) byStatement.set(key, (statement = { partnerId, prices: new Map() }));
    const priceKey = PRICE_KEY(row);
    const summed = statement.prices.get(priceKey);
    if (summed) {
      summed.quantity += row.quantity;
      summed.failed += row.failed;
    } else statement.prices.set(priceKey, { ...row });
  }
  const totals = new Map<number, { requests: number; totalMinor: number }>();
  // Partners share prices: a price's group is made once, then given each statement's quantities.
  const shapes = new Map<string, ChargeGroup>();
  const groupOf = (row: ChargeRow, key: string) => {
    const shapeKey = `${key}|${row.billed_month}`;
    let shape = shapes.get(shapeKey);
    if (!shape) {
      shape = chargeGroup(priced(row, data.service, tariffs.get(row.tariff_id)), row.billed_month);
      shapes.set(shapeKey, shape);
    }
    return { ...shape, quantity: row.quantity, failed: row.failed };
  };
  for (const { partnerId, prices } of byStatement.values()) {
    const groups: ChargeGroup[] = [];
    for (const [key, row] of prices) groups.push(groupOf(row, key));
    const statement = buildStatement(groups);
    const sum = totals.get(partnerId) ?? { requests: 0, totalMinor: 0 };
    for (const service of statement.services) {
      sum.requests += service.requests;
      sum.totalMinor += service.totalMinor;
    }
    totals.set(partnerId, sum);
  }
  return totals;
}

const priced = (
  row: ChargeRow,
  service: SimulationData['service'],
  tariff: TariffPrices | undefined,
): PricedChargeRow => ({
  ...row,
  code: service.code,
  name: service.name,
  tiers: tariff?.tiers ?? null,
  vat_included: tariff?.vat_included ?? null,
  vat_rate_bp: tariff?.vat_rate_bp ?? null,
});
