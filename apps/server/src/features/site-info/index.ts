export { siteInfoRoutes } from './routes.js';
