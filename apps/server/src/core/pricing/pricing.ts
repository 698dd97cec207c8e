/**
 * What one request costs. Pure: the caller supplies the tariff in force on the request's day,
 * how many requests this month were already billed by that tariff, and the packages that could
 * cover it; the caller also records the outcome (a package's use, the month's volume).
 *
 * Money is integer minor units (tiyn); nothing here is ever fractional.
 */

/** A graduated tier: the month's tariff-billed requests up to `upTo` (inclusive, cumulative) cost
 * `priceMinor` each; `upTo: null` is the open last tier. */
export interface Tier {
  upTo: number | null;
  priceMinor: number;
}

/** A prepaid package that might cover the request. Dates are `YYYY-MM-DD`, both inclusive. */
export interface PackageBalance {
  id: number;
  remaining: number;
  validFrom: string;
  validTo: string;
}

export interface PricingInput {
  /** Failed requests of a service whose failures are not billable are free and count nowhere. */
  billable: boolean;
  /** The request's day, `YYYY-MM-DD`. */
  day: string;
  /** Tiers of the tariff in force that day; undefined when the user has no tariff then. */
  tiers: readonly Tier[] | undefined;
  /** Requests billed by this tariff earlier this month (package-covered ones excluded). */
  tariffVolumeBefore: number;
  packages: readonly PackageBalance[];
}

export interface Price {
  amountMinor: number;
  /** The package that covers the request, if one does. */
  packageId: number | null;
  /** Which tier priced it, when the tariff did. */
  tierIndex: number | null;
}

const FREE: Price = { amountMinor: 0, packageId: null, tierIndex: null };

/** The tier of the `ordinal`-th (1-based) tariff-billed request of a month. */
export function tierFor(tiers: readonly Tier[], ordinal: number): number {
  const index = tiers.findIndex((tier) => tier.upTo === null || ordinal <= tier.upTo);
  return index === -1 ? tiers.length - 1 : index;
}

/** The package that covers a request on `day`: valid then, not used up, ending soonest. */
export function coveringPackage(
  packages: readonly PackageBalance[],
  day: string,
): PackageBalance | undefined {
  return packages
    .filter((p) => p.remaining > 0 && p.validFrom <= day && day <= p.validTo)
    .sort((a, b) => a.validTo.localeCompare(b.validTo) || a.id - b.id)[0];
}

export function priceRequest(input: PricingInput): Price {
  if (!input.billable) return FREE;
  const covering = coveringPackage(input.packages, input.day);
  if (covering) return { amountMinor: 0, packageId: covering.id, tierIndex: null };
  if (!input.tiers || input.tiers.length === 0) return FREE;
  const tierIndex = tierFor(input.tiers, input.tariffVolumeBefore + 1);
  return { amountMinor: input.tiers[tierIndex]!.priceMinor, packageId: null, tierIndex };
}

/** What `volume` tariff-billed requests in one month cost under graduated tiers. */
export function costOfVolume(tiers: readonly Tier[], volume: number): number {
  let cost = 0;
  let lower = 0;
  for (const tier of tiers) {
    const upper = tier.upTo === null ? volume : Math.min(volume, tier.upTo);
    if (upper > lower) cost += (upper - lower) * tier.priceMinor;
    if (tier.upTo === null || volume <= tier.upTo) break;
    lower = tier.upTo;
  }
  return cost;
}
