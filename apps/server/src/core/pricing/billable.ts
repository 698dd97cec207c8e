import type { BillableOutcomes } from '@cabinet/contract';

/**
 * Whether a request is billable under its service's rule. Pure; applied when the request is
 * priced, so a request keeps the flag (and price) it got even if the rule changes later.
 * Every rule bills successes; the wider ones add failed outcomes:
 * - `success-or-not-found`: an error the upstream answered with HTTP 404 ("nothing found");
 * - `answered`: any error answered below HTTP 500 (4xx: the caller's fault, still work done);
 * - `all`: every request, server errors (5xx) included.
 */
export function isBillable(
  rule: BillableOutcomes,
  status: 'success' | 'error',
  httpStatus: number,
): boolean {
  if (status === 'success') return true;
  switch (rule) {
    case 'success':
      return false;
    case 'success-or-not-found':
      return httpStatus === 404;
    case 'answered':
      return httpStatus < 500;
    case 'all':
      return true;
  }
}
