export { registerMaintenance } from './register.js';
