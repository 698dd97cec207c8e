export { registerMaintenance } from './register.js';
export { MAINTENANCE_EVENT } from './routes.js';
