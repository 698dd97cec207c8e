import { Fragment, useEffect, type ReactNode } from 'react';
import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import TableSortLabel from '@mui/material/TableSortLabel';
import type { UseQueryResult } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { BusyBar } from './BusyBar';
import { BodyCells, showFrom, type Column } from './columns';
import { TablePager } from './TablePager';
import { PageJump } from './PageJump';
import { QueryState } from '../ui/QueryState';
import { VisuallyHidden } from '../ui/VisuallyHidden';
import { type PageResult, type TableQuery, type TableQueryUpdate } from './table-query';

/** The key of a row that has an `id`, when the table is given no `rowKey`. */
export const rowId = (row: unknown) => (row as { id: string | number }).id;

export interface PagedTableProps<T, S extends string> {
  /** The table's accessible name. */
  label: string;
  columns: Column<T, S>[];
  result: UseQueryResult<PageResult<T>>;
  query: TableQuery<S>;
  update: TableQueryUpdate<S>;
  /** How a row is told from the others; by default its `id`. */
  rowKey?: (row: T) => string | number;
  /** Extra attributes of a row (test hooks, state). */
  rowProps?: (row: T) => Record<string, string | undefined>;
  empty: ReactNode;
  /**
   * Groups consecutive rows under a heading row (a month, say) when it answers one: rows of the
   * same `key` in a row share the heading.
   */
  groupOf?: (row: T) => { key: string; label: ReactNode } | undefined;
}

/** A server-side paged and sorted table with its loading, error and empty states. */
export function PagedTable<T, S extends string>({
  label,
  columns,
  result,
  query,
  update,
  rowKey = rowId,
  rowProps,
  empty,
  groupOf,
}: PagedTableProps<T, S>) {
  const { t } = useTranslation();
  const total = result.data?.meta.total ?? 0;
  const rows = result.data?.data.length ?? 0;
  const lastPage = Math.max(1, Math.ceil(total / query.rowsPerPage));

  // An address past the last page (rows were removed meanwhile): go to the last one.
  useEffect(() => {
    if (!result.isPlaceholderData && result.isSuccess && rows === 0 && query.page > lastPage) {
      update({ page: lastPage }, { replace: true });
    }
  }, [result.isPlaceholderData, result.isSuccess, rows, query.page, lastPage, update]);

  // From the state in the address, not this render's: two quick clicks both count.
  const sortBy = (key: S) =>
    update((current) => ({
      sortBy: key,
      descending: current.sortBy === key ? !current.descending : false,
    }));

  return (
    <QueryState
      query={result}
      isEmpty={(page) => page.meta.total === 0}
      empty={query.search.trim() ? t('table.nothingFound', { search: query.search.trim() }) : empty}
    >
      {(page) => (
        <Paper variant="outlined" sx={{ position: 'relative', overflow: 'hidden' }}>
          <BusyBar busy={result.isFetching} />
          <TableContainer>
            <Table
              aria-label={label}
              aria-busy={result.isFetching}
              sx={{ '& th, & td': { px: { xs: 1, sm: 2 } } }}
            >
              <TableHead>
                <TableRow>
                  {columns.map((column) => {
                    const active = column.sortKey !== undefined && query.sortBy === column.sortKey;
                    return (
                      <TableCell
                        key={column.id}
                        align={column.align}
                        sx={{
                          ...showFrom(column.hideBelow),
                          whiteSpace: 'nowrap',
                          ...(column.headerSx as object),
                        }}
                        sortDirection={active ? (query.descending ? 'desc' : 'asc') : false}
                      >
                        {column.hiddenLabel ? (
                          <VisuallyHidden>{column.label}</VisuallyHidden>
                        ) : column.sortKey !== undefined ? (
                          <TableSortLabel
                            active={active}
                            direction={active && query.descending ? 'desc' : 'asc'}
                            onClick={() => sortBy(column.sortKey!)}
                          >
                            {column.label}
                            {active && (
                              <VisuallyHidden>
                                {query.descending ? t('table.sortedDesc') : t('table.sortedAsc')}
                              </VisuallyHidden>
                            )}
                          </TableSortLabel>
                        ) : (
                          column.label
                        )}
                      </TableCell>
                    );
                  })}
                </TableRow>
              </TableHead>
              <TableBody sx={{ opacity: result.isPlaceholderData ? 0.6 : 1 }}>
                {page.data.map((row, index) => (
                  <Fragment key={rowKey(row)}>
                    {groupHeading(groupOf, page.data, index, columns.length)}
                    <TableRow hover {...rowProps?.(row)}>
                      <BodyCells columns={columns} row={row} />
                    </TableRow>
                  </Fragment>
                ))}
              </TableBody>
            </Table>
          </TableContainer>
          <Box
            sx={{
              borderTop: 1,
              borderColor: 'divider',
              display: 'flex',
              flexWrap: 'wrap',
              alignItems: 'center',
              justifyContent: 'flex-end',
              columnGap: 2,
            }}
          >
            {lastPage > 2 && (
              <Box sx={{ pt: 1.5, pl: 2 }}>
                <PageJump
                  page={Math.min(query.page, lastPage)}
                  lastPage={lastPage}
                  onJump={(next) => update({ page: next })}
                />
              </Box>
            )}
            <TablePager
              total={page.meta.total}
              page={Math.min(query.page, lastPage)}
              rowsPerPage={query.rowsPerPage}
              onChange={update}
              sx={{
                '& .MuiTablePagination-toolbar': { px: { xs: 1, sm: 2 } },
                '& .MuiTablePagination-selectLabel, & .MuiTablePagination-input': {
                  display: { xs: 'none', sm: 'flex' },
                },
              }}
            />
          </Box>
        </Paper>
      )}
    </QueryState>
  );
}

/** The heading row before the `index`th row when it starts a group. */
function groupHeading<T>(
  groupOf: PagedTableProps<T, string>['groupOf'],
  rows: readonly T[],
  index: number,
  span: number,
) {
  const group = groupOf?.(rows[index]!);
  if (!group || (index > 0 && groupOf?.(rows[index - 1]!)?.key === group.key)) return null;
  return (
    <TableRow data-group={group.key}>
      <TableCell
        component="th"
        scope="colgroup"
        colSpan={span}
        sx={{ bgcolor: 'action.hover', fontWeight: 600, py: 1 }}
      >
        {group.label}
      </TableCell>
    </TableRow>
  );
}
