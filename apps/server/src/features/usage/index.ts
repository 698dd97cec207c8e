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
export { reportSubjects, usageByService, usageByDay, totalsOf } from './reports.js';
export {
  exportRows,
  exportTotal,
  type ExportFormat,
  type ExportPiece,
  type ExportRange,
  type OffsetSpan,
} from './register-export.js';
export { sqliteRowWriter } from './register-insert.js';
export { registerIndexes, withoutRegisterIndexes } from './register-indexes.js';
