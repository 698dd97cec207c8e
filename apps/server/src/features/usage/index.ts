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
export { sqliteRowWriter } from './ingest/insert.js';
export { usageRoutes } from './routes.js';
export { registerUpkeep, registerUpkeepOnce } from './partitions/upkeep.js';
export { isRegisterRetired, retireRegisterMonths } from './partitions/retention.js';
export { reportSubjects, usageByDay, totalsOf } from './reports.js';
export { registerIndexes, withoutRegisterIndexes } from './register/indexes.js';
export {
  statementOf,
  monthState,
  registerMark,
  monthCharges,
  buildStatement,
  projectedStatement,
  vatOf,
  type ChargeGroup,
  type PricedLine,
  type PricedStatement,
  type ServiceTotals,
  type ProjectedUse,
} from './statement/index.js';
export { billInOwnMonth, CLOSING_LOCK } from './ingest/charges.js';
export { tariffSimulationRoutes } from './simulation/routes.js';
