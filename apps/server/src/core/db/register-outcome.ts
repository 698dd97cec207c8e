import { sql, type RawBuilder, type SqlBool } from 'kysely';
import type { RegisterOutcome } from '@cabinet/contract';

/**
 * The register's outcome filter as a condition on the register aliased `r`. Written as literals,
 * not bound values: a partial index (migration 0014) is chosen only for a condition that matches
 * its own, which neither database can see through a parameter.
 */
export function outcomeCondition(outcome: RegisterOutcome): RawBuilder<SqlBool> {
  switch (outcome) {
    case 'success':
      return sql<SqlBool>`r.status = 'success'`;
    case 'error':
      return sql<SqlBool>`r.status = 'error'`;
    case 'billable':
      return sql<SqlBool>`r.billable = 1`;
  }
}

/** The daily usage's count of the requests an outcome keeps. */
export const DAILY_COUNT = {
  all: 'requests',
  success: 'successful',
  error: 'failed',
  billable: 'billable',
} as const satisfies Record<RegisterOutcome | 'all', string>;
