import type { StatementLine, StatementLineKind } from '@cabinet/contract';

/** One price a month's requests were charged at, summed over the month's days and users. */
export interface ChargeGroup {
  serviceId: number;
  serviceCode: string;
  serviceName: string;
  kind: Exclude<StatementLineKind, 'rounding'>;
  quantity: number;
  failed: number;
  /** The price the register charged each request: before VAT, or with it when `vatIncluded`. */
  priceMinor: number;
  vatRateBp: number;
  vatIncluded: boolean;
  tierFrom: number | null;
  tierTo: number | null;
  packageId: number | null;
  /** `YYYY-MM` of the requests' own month when it is not the statement's (a correction). */
  correctionOf: string | null;
}

/** A statement line before its description, which is the documents' Russian text. */
export type PricedLine = Omit<StatementLine, 'description'>;

/** What one service adds up to in a statement (the reports list's row). */
export interface ServiceTotals {
  serviceId: number;
  serviceCode: string;
  serviceName: string;
  requests: number;
  failed: number;
  /** Billable and not covered by a package (a tariff priced them, or none was in force). */
  paid: number;
  covered: number;
  notBillable: number;
  netMinor: number;
  vatMinor: number;
  totalMinor: number;
}

export interface PricedStatement {
  lines: PricedLine[];
  services: ServiceTotals[];
  subtotalMinor: number;
  vatMinor: number;
  totalMinor: number;
}

const BP = 10_000;
const byName = new Intl.Collator('ru').compare;

/** Half up, for the non-negative integers money is here. */
const divideRounded = (numerator: number, denominator: number) =>
  Math.floor((2 * numerator + denominator) / (2 * denominator));

/**
 * The price before VAT of one request. A VAT-inclusive price P at rate r becomes floor(P / (1 + r)):
 * rounded down, so that the line's amount and VAT never exceed what the register charged; what
 * they fall short by goes on a `rounding` line.
 */
export const unitPriceBeforeVat = (priceMinor: number, vatRateBp: number, vatIncluded: boolean) =>
  vatIncluded && vatRateBp > 0 ? Math.floor((priceMinor * BP) / (BP + vatRateBp)) : priceMinor;

/** A line's VAT: its amount × the rate, rounded half up to the tiyn. */
export const vatOf = (amountMinor: number, vatRateBp: number) =>
  divideRounded(amountMinor * vatRateBp, BP);

const KIND_ORDER: Record<StatementLineKind, number> = {
  tier: 0,
  package: 1,
  'no-tariff': 2,
  'not-billable': 3,
  rounding: 4,
};

/**
 * A statement from its charges: one line per price, amount = quantity × unit price before VAT,
 * VAT per line, and per service (and corrected month) one rounding line where VAT-inclusive
 * prices leave one. Its total is what the register charged, plus VAT where prices excluded it.
 */
export function buildStatement(groups: readonly ChargeGroup[]): PricedStatement {
  const lines: PricedLine[] = [];
  const roundings = new Map<string, PricedLine>();
  for (const group of groups) {
    const unitPriceMinor = unitPriceBeforeVat(group.priceMinor, group.vatRateBp, group.vatIncluded);
    const amountMinor = group.quantity * unitPriceMinor;
    const vatMinor = vatOf(amountMinor, group.vatRateBp);
    lines.push({
      serviceId: group.serviceId,
      serviceCode: group.serviceCode,
      serviceName: group.serviceName,
      kind: group.kind,
      quantity: group.quantity,
      unitPriceMinor,
      amountMinor,
      // Only a priced line is subject to VAT (its rate may be 0 %); the others charge nothing.
      vatRate: group.kind === 'tier' ? group.vatRateBp / 100 : null,
      vatMinor,
      tierFrom: group.tierFrom,
      tierTo: group.tierTo,
      packageId: group.packageId,
      correctionOf: group.correctionOf,
    });
    const left = group.vatIncluded ? group.quantity * group.priceMinor - amountMinor - vatMinor : 0;
    if (left === 0) continue;
    const key = `${group.serviceId}|${group.correctionOf ?? ''}`;
    const rounding = roundings.get(key);
    if (rounding) {
      rounding.unitPriceMinor += left;
      rounding.amountMinor += left;
    } else
      roundings.set(key, {
        serviceId: group.serviceId,
        serviceCode: group.serviceCode,
        serviceName: group.serviceName,
        kind: 'rounding',
        quantity: 1,
        unitPriceMinor: left,
        amountMinor: left,
        vatRate: null,
        vatMinor: 0,
        tierFrom: null,
        tierTo: null,
        packageId: null,
        correctionOf: group.correctionOf,
      });
  }
  lines.push(...roundings.values());
  lines.sort(
    (a, b) =>
      byName(a.serviceName, b.serviceName) ||
      a.serviceId - b.serviceId ||
      (a.correctionOf ?? '').localeCompare(b.correctionOf ?? '') ||
      KIND_ORDER[a.kind] - KIND_ORDER[b.kind] ||
      (a.tierFrom ?? 0) - (b.tierFrom ?? 0) ||
      (a.packageId ?? 0) - (b.packageId ?? 0) ||
      a.unitPriceMinor - b.unitPriceMinor,
  );
  const subtotalMinor = sum(lines, (line) => line.amountMinor);
  const vatMinor = sum(lines, (line) => line.vatMinor);
  return {
    lines,
    services: serviceTotals(groups, lines),
    subtotalMinor,
    vatMinor,
    totalMinor: subtotalMinor + vatMinor,
  };
}

function serviceTotals(groups: readonly ChargeGroup[], lines: PricedLine[]): ServiceTotals[] {
  const byService = new Map<number, ServiceTotals>();
  const of = (item: { serviceId: number; serviceCode: string; serviceName: string }) => {
    let totals = byService.get(item.serviceId);
    if (!totals) {
      totals = {
        serviceId: item.serviceId,
        serviceCode: item.serviceCode,
        serviceName: item.serviceName,
        requests: 0,
        failed: 0,
        paid: 0,
        covered: 0,
        notBillable: 0,
        netMinor: 0,
        vatMinor: 0,
        totalMinor: 0,
      };
      byService.set(item.serviceId, totals);
    }
    return totals;
  };
  for (const group of groups) {
    const totals = of(group);
    totals.requests += group.quantity;
    totals.failed += group.failed;
    if (group.kind === 'package') totals.covered += group.quantity;
    else if (group.kind === 'not-billable') totals.notBillable += group.quantity;
    else totals.paid += group.quantity;
  }
  for (const line of lines) {
    const totals = of(line);
    totals.netMinor += line.amountMinor;
    totals.vatMinor += line.vatMinor;
    totals.totalMinor += line.amountMinor + line.vatMinor;
  }
  return [...byService.values()].sort((a, b) => byName(a.serviceName, b.serviceName));
}

const sum = <T>(items: readonly T[], pick: (item: T) => number) =>
  items.reduce((total, item) => total + pick(item), 0);
