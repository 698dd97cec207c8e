export { PagedTable } from './PagedTable';
export { actionsColumn, addressColumn, showFrom } from './columns';
export type { PagedTableProps } from './PagedTable';
export type { Column } from './columns';
export { ListPage } from './ListPage';
export type { ListPageProps } from './ListPage';
export { SimpleTable } from './SimpleTable';
export { SearchField } from './SearchField';
export {
  parseTableQuery,
  tableParams,
  toApiQuery,
  useTableQuery,
  ROWS_PER_PAGE_OPTIONS,
} from './table-query';
export type {
  PageResult,
  TableDefaults,
  TableQuery,
  TableQueryChanges,
  TableQueryUpdate,
} from './table-query';
export { displayedRows } from './displayed-rows';
export { BusyBar } from './BusyBar';
export { DownloadButton } from './DownloadButton';
export { TablePager } from './TablePager';
export { ChipList } from './ChipList';
export { usePagedList } from './paged-list';
export type { PagedSource } from './paged-list';
export { DayRangeFilter } from './DayRangeFilter';
