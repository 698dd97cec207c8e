import { useCallback } from 'react';
import { useUrlState } from './use-url-state';

/** How one filter is read from its parameter: the value, or undefined when absent or broken. */
export type ParamReader<T extends string = string> = (value: string | null) => T | undefined;

export type FilterValues<R extends Record<string, ParamReader>> = {
  [K in keyof R]?: ReturnType<R[K]>;
};

/**
 * A list's filters in the address, each read by its own reader (a broken one is as absent); a
 * change replaces the entry (typing is no history) and goes back to the first page.
 */
export function useUrlFilters<R extends Record<string, ParamReader>>(
  readers: R,
): [FilterValues<R>, (changes: FilterValues<R>) => void] {
  const [params, change] = useUrlState();
  const value = Object.fromEntries(
    Object.entries(readers).map(([key, read]) => [key, read(params.get(key))]),
  ) as FilterValues<R>;
  const update = useCallback(
    (changes: FilterValues<R>) =>
      change(
        {
          ...Object.fromEntries(
            Object.entries(changes).map(([key, v]) => [key, (v as string | undefined) ?? null]),
          ),
          page: null,
        },
        { replace: true },
      ),
    [change],
  );
  return [value, update];
}
