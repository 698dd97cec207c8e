import type { QueryKey } from '@tanstack/react-query';
import type { Query } from '../http';
import { usePageQuery } from '../query';
import { toApiQuery, useTableQuery, type PageResult, type TableDefaults } from './table-query';

/** Where a paged list comes from: the query key of one page, and its request. */
export interface PagedSource<T> {
  key: (query: Query) => QueryKey;
  fetch: (query: Query) => Promise<PageResult<T>>;
}

/**
 * A list paged, sorted and searched on the server: the table state in the address (`query`,
 * `update`) and the page asked for (`result`), as PagedTable and ListPage take them.
 */
export function usePagedList<T, S extends string>(
  sortable: readonly S[],
  defaults: TableDefaults<S>,
  source: PagedSource<T>,
) {
  const { query, update } = useTableQuery(sortable, defaults);
  const apiQuery = toApiQuery(query);
  const result = usePageQuery(source.key(apiQuery), () => source.fetch(apiQuery));
  return { query, update, result };
}
