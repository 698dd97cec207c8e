export { recordRequests, recordNewRequests } from './ingest/record.js';
export { announceExhausted } from './ingest/intake.js';
export type {
  RequestRecord,
  RequestRow,
  RowWriter,
  RecordOutcome,
  RecordedRequest,
  ExhaustedPackage,
} from './ingest/types.js';
export { usageRoutes } from './routes.js';
export { registerUpkeep, registerUpkeepOnce } from './partitions/upkeep.js';
export { projectedStatement } from './statement/projected.js';
export { tariffSimulationRoutes } from './simulation/routes.js';
