import type { ChargeRow, Draft, PartnerAmounts, SimulationData, TariffPrices } from './reprice.js';
import { retier, statements } from './reprice.js';

/** A draft monthly package of the tariff: `quota` requests for `priceMinor` (with VAT). */
export interface DraftPackage {
  quota: number;
  priceMinor: number;
}

const compare = (a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0);

/**
 * The rows as the draft package would bill them. In each usage month in which a holder (whose
 * volume the tariff counts) has requests priced by the draft tariff, it buys one package: the
 * month's first `quota` of those requests, in the order their tiers (then statements) show, become
 * package-covered (0, and out of the tariff's volume, as `priceRequest` has it); the rest stay
 * tier-priced for `retier`. `bought`: per partner, how many packages of the shown months it buys.
 */
export function coverByPackage(
  data: SimulationData,
  tariffId: number,
  pkg: DraftPackage,
): { rows: ChargeRow[]; bought: Map<number, number> } {
  const rows: ChargeRow[] = [];
  const cells = new Map<string, { holder: number; month: string; rows: ChargeRow[] }>();
  for (const row of data.rows) {
    if (row.kind !== 'tier' || row.tariff_id !== tariffId || row.quantity === 0) {
      rows.push(row);
      continue;
    }
    const holder = data.holderOf(row.user_id, row.tariff_id);
    const key = `${holder}|${row.service_id}|${row.usage_month}`;
    const cell = cells.get(key);
    if (cell) cell.rows.push(row);
    else cells.set(key, { holder, month: row.usage_month, rows: [row] });
  }
  const bought = new Map<number, number>();
  for (const cell of cells.values()) {
    if (data.months.has(cell.month)) {
      const partnerId = data.partnerOf.get(cell.holder)!;
      bought.set(partnerId, (bought.get(partnerId) ?? 0) + 1);
    }
    cell.rows.sort(
      (a, b) => a.tier - b.tier || compare(a.billed_month, b.billed_month) || a.user_id - b.user_id,
    );
    let left = pkg.quota;
    for (const row of cell.rows) {
      const take = Math.min(left, row.quantity);
      left -= take;
      const failed = Math.min(row.failed, take);
      if (take > 0)
        rows.push({
          ...row,
          kind: 'package',
          package_id: 0,
          tier: -1,
          unit_price_minor: 0,
          quantity: take,
          failed,
        });
      if (row.quantity > take)
        rows.push({ ...row, quantity: row.quantity - take, failed: row.failed - failed });
    }
  }
  return { rows, bought };
}

/**
 * As `simulate`, with a draft package besides the draft tiers: "before" is the statements as
 * billed; "after" is the statements of the rows the package leaves to the draft's tiers, plus the
 * price of each package bought in a shown month.
 */
export function simulateWithPackage(
  data: SimulationData,
  draft: Draft,
  pkg: DraftPackage,
): Map<number, PartnerAmounts> {
  const before = statements(data, data.rows, data.tariffs);
  const tariffs = new Map<number, TariffPrices>(data.tariffs);
  tariffs.set(draft.tariffId, {
    tiers: JSON.stringify(draft.tiers),
    vat_included: draft.vatIncluded ? 1 : 0,
    vat_rate_bp: draft.vatRateBp,
  });
  const covered = coverByPackage(data, draft.tariffId, pkg);
  const after = statements(data, retier({ ...data, rows: covered.rows }, draft), tariffs);
  const result = new Map<number, PartnerAmounts>();
  for (const partnerId of new Set([...before.keys(), ...covered.bought.keys()])) {
    const amounts = before.get(partnerId);
    result.set(partnerId, {
      requests: amounts?.requests ?? 0,
      beforeMinor: amounts?.totalMinor ?? 0,
      afterMinor:
        (after.get(partnerId)?.totalMinor ?? 0) +
        (covered.bought.get(partnerId) ?? 0) * pkg.priceMinor,
    });
  }
  return result;
}
