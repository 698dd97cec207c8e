import type { ReactNode } from 'react';
import Box from '@mui/material/Box';
import { PageHeader } from '../ui/PageHeader';
import { PagedTable, type PagedTableProps } from './PagedTable';
import { SearchField } from './SearchField';

export interface ListPageProps<T, S extends string> extends Omit<PagedTableProps<T, S>, 'label'> {
  /** The page's h1; also the table's accessible name unless `label` is given. */
  title: string;
  subtitle?: ReactNode;
  actions?: ReactNode;
  /** Replaces the page header (a partner's header with its tabs, say). */
  header?: ReactNode;
  /** The table's accessible name, when not the title. */
  label?: string;
  /** The search box: its placeholder, or its label. */
  search?: { placeholder?: string; label?: string };
  /** Filters beside the search box. */
  filters?: ReactNode;
  /** What follows the table (its dialogs). */
  children?: ReactNode;
}

/**
 * A list page: its header, the toolbar (search and filters), and the server-paged table with its
 * loading, error and empty states.
 */
export function ListPage<T, S extends string>({
  title,
  subtitle,
  actions,
  header,
  label,
  search,
  filters,
  children,
  ...table
}: ListPageProps<T, S>) {
  const { query, update } = table;
  return (
    <>
      {header ?? <PageHeader title={title} subtitle={subtitle} actions={actions} />}
      {(search || filters) && (
        <Box
          data-list-toolbar
          sx={{ mb: 2, display: 'flex', flexWrap: 'wrap', gap: 2, alignItems: 'center' }}
        >
          {search && (
            <SearchField
              value={query.search}
              onChange={(text) => update({ search: text }, { replace: true })}
              placeholder={search.placeholder}
              label={search.label}
            />
          )}
          {filters}
        </Box>
      )}
      <PagedTable label={label ?? title} {...table} />
      {children}
    </>
  );
}
