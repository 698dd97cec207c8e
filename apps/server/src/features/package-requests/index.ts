export { packageRequestsRoutes } from './routes.js';
