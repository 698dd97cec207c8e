import { sql, type SelectQueryBuilder } from 'kysely';

/** Which rows of a list a table asked for. */
export interface Span {
  limit: number;
  offset: number;
}

/** What a searchable list asks for: a page, sorted by one of `K` (its whitelisted columns). */
export interface ListQuery<K extends string> {
  page: number;
  rowsPerPage: number;
  sortBy?: K | undefined;
  descending: boolean;
  search?: string | undefined;
}

/** The rows of page `page` (from 1) of `rowsPerPage` each. */
export const spanOf = ({ page, rowsPerPage }: { page: number; rowsPerPage: number }): Span => ({
  limit: rowsPerPage,
  offset: (page - 1) * rowsPerPage,
});

/**
 * The ORDER BY a table asked for: a whitelisted column in the asked direction, or `fallback`
 * when it asked for none (a fallback that names its direction keeps it: «newest first»).
 */
export function sortOf<K extends string, C extends string>(
  columns: Record<K, C>,
  asked: { sortBy?: K | undefined; descending?: boolean | undefined },
  fallback: { sortBy: K; descending?: boolean },
): { column: C; direction: 'asc' | 'desc' } {
  const descending =
    asked.sortBy === undefined
      ? (fallback.descending ?? asked.descending ?? false)
      : (asked.descending ?? false);
  return {
    column: columns[asked.sortBy ?? fallback.sortBy],
    direction: descending ? 'desc' : 'asc',
  };
}

/** How many rows a filtered query matches; whatever it selected is dropped. */
export async function countOf<DB, TB extends keyof DB, O>(
  query: SelectQueryBuilder<DB, TB, O>,
): Promise<number> {
  const row = (await query
    .clearSelect()
    .select(sql<number | string>`count(*)`.as('total'))
    .executeTakeFirst()) as { total: number | string } | undefined;
  return Number(row?.total ?? 0);
}

/** The rows of an ordered query that `span` cuts out. */
export const rowsIn = <DB, TB extends keyof DB, O>(
  query: SelectQueryBuilder<DB, TB, O>,
  span: Span,
) => query.limit(span.limit).offset(span.offset).execute();

/**
 * A page of a list and the count of everything its filters match, read side by side: `rows`
 * selects and orders the filtered query, `span` cuts the page out of it.
 */
export async function pageOf<DB, TB extends keyof DB, O, Row>(
  filtered: SelectQueryBuilder<DB, TB, O>,
  rows: (query: SelectQueryBuilder<DB, TB, O>) => SelectQueryBuilder<DB, TB, Row>,
  span: Span,
): Promise<{ rows: Row[]; total: number }> {
  const [page, total] = await Promise.all([
    rowsIn(rows(filtered), span) as Promise<Row[]>,
    countOf(filtered),
  ]);
  return { rows: page, total };
}
