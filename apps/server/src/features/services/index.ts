export { servicesRoutes } from './routes.js';
