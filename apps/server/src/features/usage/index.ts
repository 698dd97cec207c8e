export {
  recordRequests,
  type RequestRecord,
  type RecordOutcome,
  type RecordedRequest,
} from './record.js';
export { usageRoutes } from './routes.js';
