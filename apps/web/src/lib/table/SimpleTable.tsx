import type { ReactNode } from 'react';
import Paper from '@mui/material/Paper';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import { VisuallyHidden } from '../ui/VisuallyHidden';
import { BodyCells, showFrom, type Column } from './columns';
import { rowId } from './PagedTable';

interface SimpleTableProps<T> {
  /** The table's accessible name, or the id of the heading that names it. */
  label?: string;
  labelledBy?: string;
  columns: (Column<T> | false | undefined)[];
  rows: readonly T[];
  /** How a row is told from the others; by default its `id`. */
  rowKey?: (row: T) => string | number;
  /** Extra attributes of a row (test hooks, state). */
  rowProps?: (row: T) => Record<string, string | undefined>;
  size?: 'small' | 'medium';
  /** An outlined paper around the table (the default) or none (inside a card). */
  outlined?: boolean;
  /** Rows highlight under the pointer. */
  hover?: boolean;
  footer?: ReactNode;
}

/**
 * A table of a list the server answers whole (no paging, no sorting): its header, with hidden
 * labels and columns shown from a breakpoint up, and its rows.
 */
export function SimpleTable<T>({
  label,
  labelledBy,
  columns,
  rows,
  rowKey = rowId,
  rowProps,
  size,
  outlined = true,
  hover = true,
  footer,
}: SimpleTableProps<T>) {
  const shown = columns.filter((column): column is Column<T> => Boolean(column));
  return (
    // Positioned: a hidden header is placed inside what scrolls, not past the page's right edge.
    <TableContainer
      {...(outlined ? { component: Paper, variant: 'outlined' as const } : {})}
      sx={{ position: 'relative' }}
    >
      <Table
        size={size}
        aria-label={label}
        aria-labelledby={labelledBy}
        sx={{ '& th, & td': { px: { xs: 1, sm: 2 } } }}
      >
        <TableHead>
          <TableRow>
            {shown.map((column) => (
              <TableCell
                key={column.id}
                align={column.align}
                sx={{ ...showFrom(column.hideBelow), ...(column.headerSx as object) }}
              >
                {column.hiddenLabel ? (
                  <VisuallyHidden>{column.label}</VisuallyHidden>
                ) : (
                  column.label
                )}
              </TableCell>
            ))}
          </TableRow>
        </TableHead>
        <TableBody>
          {rows.map((row) => (
            <TableRow key={rowKey(row)} hover={hover} {...rowProps?.(row)}>
              <BodyCells columns={shown} row={row} />
            </TableRow>
          ))}
        </TableBody>
        {footer}
      </Table>
    </TableContainer>
  );
}
