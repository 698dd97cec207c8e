export { notificationsRoutes } from './routes.js';
