import { useCallback, useLayoutEffect, useRef } from 'react';
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
 *
 * Two changes made before the page shows the first (two quick clicks) both count: React Router's
 * own `previous` is the address of the last render, so the second would start from the address
 * without the first. Each change starts from the last one made until the address shows it, made
 * by any part of the screen: the register's period and its table's paging are two users of this
 * hook, and a page jump right after a new period kept the old one when each knew only its own.
 */
let pending: URLSearchParams | null = null;

export function useUrlState(): [URLSearchParams, UrlStateChange] {
  const [params, setParams] = useSearchParams();
  const shown = useRef(params);
  useLayoutEffect(() => {
    shown.current = params;
    pending = null;
  }, [params]);
  const change = useCallback<UrlStateChange>(
    (changes, options = {}) => {
      const base = pending ?? shown.current;
      const next = withParams(base, typeof changes === 'function' ? changes(base) : changes);
      pending = next;
      setParams(next, { replace: options.replace ?? false, state: options.state });
    },
    [setParams],
  );
  return [params, change];
}
