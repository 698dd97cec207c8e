export { partnersRoutes } from './routes.js';
