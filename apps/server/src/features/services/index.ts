export { servicesRoutes } from './routes.js';
export type { CalledRequest, RecordCall } from './call.js';
export { sampleCall } from './demo-sources.js';
