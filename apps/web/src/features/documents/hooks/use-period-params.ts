import { useCallback } from 'react';
import { MAX_YEAR, MIN_YEAR } from '../../../lib/dates';
import { intParam, useUrlState } from '../../../lib/url-state';
import type { PeriodValue } from '../components/PeriodFilter';

/**
 * A list's month and year in the address (`?year=&month=`), each optional; `fallback` fills what
 * the address lacks. Choosing another period is a history entry and goes back to page 1.
 */
export function usePeriodParams(
  fallback: PeriodValue = {},
): [PeriodValue, (next: PeriodValue) => void] {
  const [params, change] = useUrlState();
  const value = {
    year: intParam(params.get('year'), MIN_YEAR, MAX_YEAR) ?? fallback.year,
    month: intParam(params.get('month'), 1, 12) ?? fallback.month,
  };
  const setValue = useCallback(
    (next: PeriodValue) =>
      change({
        year: next.year === undefined ? null : String(next.year),
        month: next.month === undefined ? null : String(next.month),
        page: null,
      }),
    [change],
  );
  return [value, setValue];
}
