export { forecastRoutes } from './routes.js';
export type { PriceProjection, ProjectedRequests } from './pricing.js';
