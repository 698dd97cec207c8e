export { servicesRoutes } from './routes.js';
export type { CalledRequest, RecordCall } from './call.js';
