export { registerRealtime, ALIVE_EVENT, PUBLIC_CHANNEL } from './routes.js';
