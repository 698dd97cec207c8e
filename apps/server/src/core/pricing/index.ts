/**
 * The pricing rules below the features: what a request costs (tiers, packages, billable outcomes)
 * and which tariff assignment prices it. Tariffs manages the data; catalogue, package-requests,
 * services and usage read it through these.
 */
export {
  costOfVolume,
  coveringPackage,
  priceRequest,
  tierFor,
  type PackageBalance,
  type Price,
  type PricingInput,
  type Tier,
} from './pricing.js';
export { isBillable } from './billable.js';
export { parseTiers } from './tiers.js';
export { assignmentOn } from './assignment-on.js';
export { assignmentHolders, inForceOn, inForceOnSql, latestStart } from './assignment-rule.js';
export { createPackage, findPackage, toPackage } from './packages.js';
