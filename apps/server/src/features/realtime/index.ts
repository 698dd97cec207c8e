export { realtimeRoutes, ALIVE_EVENT, PUBLIC_CHANNEL } from './routes.js';
