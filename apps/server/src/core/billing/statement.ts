import type { Kysely } from 'kysely';
import type { Database } from '../db/schema.js';
import { buildStatement } from './statement-build.js';
import { monthCharges } from './month-charges.js';

/** The statement of these users' month: the lines their charges billed to it. */
export const statementOf = async (
  db: Kysely<Database>,
  userIds: readonly number[],
  year: number,
  month: number,
) => buildStatement(await monthCharges(db, userIds, year, month));
