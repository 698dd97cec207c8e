import TablePagination from '@mui/material/TablePagination';
import type { SxProps, Theme } from '@mui/material/styles';
import { useTranslation } from 'react-i18next';
import { displayedRows } from './displayed-rows';
import { ROWS_PER_PAGE_OPTIONS } from './table-query';

/** A table's paging (1-based `page`), in the page's words: rows per page, «1–10 из 42». */
export function TablePager({
  total,
  page,
  rowsPerPage,
  onChange,
  sx,
}: {
  total: number;
  page: number;
  rowsPerPage: number;
  onChange: (changes: { page?: number; rowsPerPage?: number }) => void;
  sx?: SxProps<Theme>;
}) {
  const { t, i18n } = useTranslation();
  return (
    <TablePagination
      component="div"
      count={total}
      page={page - 1}
      rowsPerPage={rowsPerPage}
      rowsPerPageOptions={[...ROWS_PER_PAGE_OPTIONS]}
      onPageChange={(_, next) => onChange({ page: next + 1 })}
      onRowsPerPageChange={(event) => onChange({ rowsPerPage: Number(event.target.value) })}
      labelRowsPerPage={t('table.rowsPerPage')}
      labelDisplayedRows={displayedRows(t, i18n.language)}
      getItemAriaLabel={(type) => t(`table.${type}Page`)}
      sx={sx}
    />
  );
}
