import { useCallback } from 'react';
import { useSearchParams } from 'react-router';
import type { PeriodValue } from '../components/PeriodFilter';
import { periodFromParams } from '../period';

/**
 * A list's month and year in the address (`?year=&month=`), each optional; `fallback` fills what
 * the address lacks. Choosing another period is a history entry and goes back to page 1.
 */
export function usePeriodParams(
  fallback: PeriodValue = {},
): [PeriodValue, (next: PeriodValue) => void] {
  const [params, setParams] = useSearchParams();
  const fromAddress = periodFromParams(params);
  const value = {
    year: fromAddress.year ?? fallback.year,
    month: fromAddress.month ?? fallback.month,
  };
  const setValue = useCallback(
    (next: PeriodValue) =>
      setParams((previous) => {
        const updated = new URLSearchParams(previous);
        for (const key of ['year', 'month'] as const) {
          const chosen = next[key];
          if (chosen === undefined) updated.delete(key);
          else updated.set(key, String(chosen));
        }
        updated.delete('page');
        return updated;
      }),
    [setParams],
  );
  return [value, setValue];
}
