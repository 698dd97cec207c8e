export { forecastRoutes } from './routes.js';
export { expectedMonth } from './expected.js';
export type { PriceProjection, ProjectedRequests } from './pricing.js';
