import type { ReactNode } from 'react';
import TableCell from '@mui/material/TableCell';
import type { SxProps, Theme } from '@mui/material/styles';

type Breakpoint = 'sm' | 'md' | 'lg';

export interface Column<T, S extends string = string> {
  id: string;
  label: string;
  /** Sorts by this API column when the header is clicked. */
  sortKey?: S;
  align?: 'left' | 'right' | 'center';
  /** Hidden on screens narrower than this breakpoint. */
  hideBelow?: Breakpoint;
  /** The header is read by screen readers only (an actions column). */
  hiddenLabel?: boolean;
  render: (row: T) => ReactNode;
  /** The style of the column's body cells. */
  sx?: SxProps<Theme>;
  /** More style of its header cell. */
  headerSx?: SxProps<Theme>;
  /** Extra attributes of its body cells (test hooks). */
  cellProps?: Record<string, string>;
}

/** `display` for a column that only shows from a breakpoint up. */
export const showFrom = (breakpoint?: Breakpoint) =>
  breakpoint ? { display: { xs: 'none', [breakpoint]: 'table-cell' } } : {};

/** The cells of one row, a cell a column. */
export function BodyCells<T, S extends string>({
  columns,
  row,
}: {
  columns: readonly Column<T, S>[];
  row: T;
}) {
  return columns.map((column) => (
    <TableCell
      key={column.id}
      align={column.align}
      sx={{ ...showFrom(column.hideBelow), ...(column.sx as object) }}
      {...column.cellProps}
    >
      {column.render(row)}
    </TableCell>
  ));
}

/**
 * The column of a row's buttons and links, last in the row: right-aligned, its header read by
 * screen readers only.
 */
export const actionsColumn = <T,>(
  label: string,
  render: (row: T) => ReactNode,
  sx?: SxProps<Theme>,
): Column<T, never> => ({ id: 'actions', label, hiddenLabel: true, align: 'right', render, sx });

/** A column of addresses (e-mail, URL): a long one wraps anywhere rather than widen the table. */
export const addressColumn = <T, S extends string>(
  column: Omit<Column<T, S>, 'sx'>,
): Column<T, S> => ({
  ...column,
  sx: { overflowWrap: 'anywhere' },
});
