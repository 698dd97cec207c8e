export { realtimeRoutes, ALIVE_EVENT } from './routes.js';
