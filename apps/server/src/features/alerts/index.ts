export { alertsRoutes } from './routes.js';
export type { MonthProjection, ProjectMonth } from './projected.js';
