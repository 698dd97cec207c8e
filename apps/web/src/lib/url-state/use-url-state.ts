import { useCallback } from 'react';
import { useSearchParams } from 'react-router';
import { withParams, type ParamChanges } from './params';

export interface UrlStateOptions {
  /** Replace the history entry instead of adding one (typing, defaults written in). */
  replace?: boolean;
  /** History state of the new entry. */
  state?: unknown;
}

export type UrlStateChange = (
  changes: ParamChanges | ((current: URLSearchParams) => ParamChanges),
  options?: UrlStateOptions,
) => void;

/**
 * A screen's state in the address (tables, periods, an open item), so that reload, Back and a shared
 * link show the same. Changes merge into the parameters present; each is a history entry unless
 * `replace`. Our own few lines over React Router rather than nuqs: nuqs needs its adapter around
 * the whole app, which every route would load, the login route included (its size is budgeted).
 */
export function useUrlState(): [URLSearchParams, UrlStateChange] {
  const [params, setParams] = useSearchParams();
  const change = useCallback<UrlStateChange>(
    (changes, options = {}) =>
      setParams(
        (previous) =>
          withParams(previous, typeof changes === 'function' ? changes(previous) : changes),
        { replace: options.replace ?? false, state: options.state },
      ),
    [setParams],
  );
  return [params, change];
}
