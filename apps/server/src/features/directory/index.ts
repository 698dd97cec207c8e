export { directoryRoutes } from './routes.js';
