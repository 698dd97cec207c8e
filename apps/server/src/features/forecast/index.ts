export { forecastRoutes } from './routes.js';
export { expectedMonth, type ExpectedMonth } from './expected.js';
export type { PriceProjection, ProjectedRequests } from './pricing.js';
