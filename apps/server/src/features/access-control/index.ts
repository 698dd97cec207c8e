export { accessControlRoutes } from './routes.js';
