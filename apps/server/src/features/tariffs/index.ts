export { priceRequest, tierFor, type Tier } from './pricing.js';
export { isBillable } from './billable.js';
export { assignmentOn } from './assignments.js';
export { assignmentHolders, inForceOn, inForceOnSql, latestStart } from './assignment-rule.js';
export { parseTiers } from './queries.js';
export { tariffsRoutes } from './routes.js';
export { createPackage } from './packages.js';
