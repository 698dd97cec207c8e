export { tariffsRoutes } from './routes.js';
