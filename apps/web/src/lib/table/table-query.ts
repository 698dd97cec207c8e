import { useCallback, useMemo } from 'react';
import { intParam, useUrlState, type ParamChanges } from '../url-state';

/** The state of a server-side table, kept in the address so that reload and back keep it. */
export interface TableQuery<S extends string> {
  page: number;
  rowsPerPage: number;
  sortBy?: S;
  descending: boolean;
  search: string;
}

export interface TableDefaults<S extends string> {
  sortBy?: S;
  descending?: boolean;
  rowsPerPage?: number;
}

export const ROWS_PER_PAGE_OPTIONS = [10, 25, 50, 100] as const;
const DEFAULT_ROWS = 10;

/** A page of rows as every list of the API answers it. */
export interface PageResult<T> {
  data: T[];
  meta: { total: number; page: number; rowsPerPage: number };
}

const positiveInt = (value: string | null) => intParam(value, 1, Number.MAX_SAFE_INTEGER);

/** The default sort column sorts as the defaults say; any other column ascending. */
const defaultDirection = <S extends string>(sortBy: S | undefined, defaults: TableDefaults<S>) =>
  sortBy === defaults.sortBy ? (defaults.descending ?? false) : false;

/** Reads the table state from the address; anything malformed falls back to the defaults. */
export function parseTableQuery<S extends string>(
  params: URLSearchParams,
  sortable: readonly S[],
  defaults: TableDefaults<S> = {},
): TableQuery<S> {
  const rows = positiveInt(params.get('rowsPerPage'));
  const sortBy = params.get('sortBy');
  const descending = params.get('descending');
  const validSort = sortBy !== null && (sortable as readonly string[]).includes(sortBy);
  const effectiveSort = validSort ? (sortBy as S) : defaults.sortBy;
  return {
    page: positiveInt(params.get('page')) ?? 1,
    rowsPerPage:
      rows && (ROWS_PER_PAGE_OPTIONS as readonly number[]).includes(rows)
        ? rows
        : (defaults.rowsPerPage ?? DEFAULT_ROWS),
    sortBy: effectiveSort,
    descending:
      descending === null ? defaultDirection(effectiveSort, defaults) : descending === 'true',
    search: (params.get('search') ?? '').slice(0, 100),
  };
}

const unlessDefault = (value: string | undefined, fallback: string | undefined) =>
  value === undefined || value === fallback ? null : value;

/** The address parameters of a table state; what equals the defaults is left out. */
export function tableParams<S extends string>(
  query: TableQuery<S>,
  defaults: TableDefaults<S> = {},
): ParamChanges {
  const defaultDesc = defaultDirection(query.sortBy, defaults);
  return {
    page: unlessDefault(String(query.page), '1'),
    rowsPerPage: unlessDefault(
      String(query.rowsPerPage),
      String(defaults.rowsPerPage ?? DEFAULT_ROWS),
    ),
    sortBy: unlessDefault(query.sortBy, defaults.sortBy),
    descending: query.descending === defaultDesc ? null : String(query.descending),
    search: query.search.trim() ? query.search : null,
  };
}

/** The API's query parameters for a table state. */
export function toApiQuery<S extends string>(query: TableQuery<S>) {
  return {
    page: query.page,
    rowsPerPage: query.rowsPerPage,
    sortBy: query.sortBy,
    descending: query.descending,
    search: query.search.trim() || undefined,
  };
}

/** Changes to the table state, or a function of the state in the address at that moment. */
export type TableQueryChanges<S extends string> =
  Partial<TableQuery<S>> | ((current: TableQuery<S>) => Partial<TableQuery<S>>);

export type TableQueryUpdate<S extends string> = (
  changes: TableQueryChanges<S>,
  options?: { replace?: boolean },
) => void;

/**
 * The table state in the address. Changing the sort, the page size or the search goes back to
 * page 1. Each change is a history entry (back returns to the previous page or sort), except
 * typing a search, which replaces the entry.
 */
export function useTableQuery<S extends string>(
  sortable: readonly S[],
  defaults: TableDefaults<S> = {},
): { query: TableQuery<S>; update: TableQueryUpdate<S> } {
  const [params, change] = useUrlState();
  const { sortBy, descending, rowsPerPage } = defaults;
  const query = useMemo(
    () => parseTableQuery(params, sortable, { sortBy, descending, rowsPerPage }),
    // `sortable` is a constant list per table
    [params, sortBy, descending, rowsPerPage],
  );

  const update = useCallback<TableQueryUpdate<S>>(
    (update, options) =>
      change(
        (previous) => {
          const current = parseTableQuery(previous, sortable, { sortBy, descending, rowsPerPage });
          const changes = typeof update === 'function' ? update(current) : update;
          const merged = { ...current, ...changes };
          const resetsPage =
            'sortBy' in changes ||
            'descending' in changes ||
            'rowsPerPage' in changes ||
            'search' in changes;
          if (resetsPage && !('page' in changes)) merged.page = 1;
          return tableParams(merged, { sortBy, descending, rowsPerPage });
        },
        { replace: options?.replace ?? false },
      ),
    [change, sortBy, descending, rowsPerPage],
  );

  return { query, update };
}
