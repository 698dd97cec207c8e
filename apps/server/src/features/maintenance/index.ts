export { maintenancePlugin } from './plugin.js';
