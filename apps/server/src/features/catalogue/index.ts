export { catalogueRoutes } from './routes.js';
export { publishTariff } from './publish.js';
