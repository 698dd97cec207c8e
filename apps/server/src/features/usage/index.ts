export {
  recordRequests,
  type RequestRecord,
  type RecordOutcome,
  type RecordedRequest,
} from './record.js';
