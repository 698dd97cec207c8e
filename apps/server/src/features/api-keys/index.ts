export { apiKeysRoutes } from './routes.js';
