export { alertsRoutes } from './routes.js';
