export {
  recordRequests,
  recordNewRequests,
  type RequestRecord,
  type RequestRow,
  type RowWriter,
  type RecordOutcome,
  type RecordedRequest,
} from './record.js';
export { usageRoutes } from './routes.js';
