export { healthRoutes } from './routes.js';
export { readyRoutes } from './ready-routes.js';
export { metricsRoutes } from './metrics-routes.js';
