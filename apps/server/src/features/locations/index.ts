export { locationsRoutes } from './routes.js';
export { seedDemoLocations } from './seed.js';
