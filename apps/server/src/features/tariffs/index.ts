export { priceRequest, costOfVolume, type Tier, type PackageBalance } from './pricing.js';
export { assignmentOn } from './assignments.js';
export { coveringCandidates } from './packages.js';
export { parseTiers } from './queries.js';
export { tariffsRoutes } from './routes.js';
