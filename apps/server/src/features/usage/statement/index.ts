import type { Kysely } from 'kysely';
import type { Database } from '../../../core/db/schema.js';
import { buildStatement } from './build.js';
import { monthCharges } from './charges.js';

export { monthCharges } from './charges.js';
export { vatOf } from './build.js';
export {
  buildStatement,
  type ChargeGroup,
  type PricedLine,
  type PricedStatement,
  type ServiceTotals,
} from './build.js';
export { monthState, monthStateOf, monthStates } from './month-state.js';
export { lateByDay, markLate, movedUsage, registerMark } from './late.js';
export { projectedStatement, type ProjectedUse, type ProjectedStatement } from './projected.js';

/** The statement of these users' month: the lines their charges billed to it. */
export const statementOf = async (
  db: Kysely<Database>,
  userIds: readonly number[],
  year: number,
  month: number,
) => buildStatement(await monthCharges(db, userIds, year, month));
