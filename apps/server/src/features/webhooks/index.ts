export { webhooksRoutes } from './routes.js';
