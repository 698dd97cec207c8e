import { DateRange } from '@cabinet/contract';
import { invalid } from './errors.js';

/**
 * Holds a range of days to the contract's `DateRange` rule once a handler has settled it (the
 * registers fill in a missing end or start first), answering as a field error of its own.
 */
export function assertDateRange(range: { startDate: string; endDate: string }): void {
  const result = DateRange.safeParse(range);
  if (result.success) return;
  const issue = result.error.issues[0]!;
  throw invalid(String(issue.path[0]), issue.message);
}
