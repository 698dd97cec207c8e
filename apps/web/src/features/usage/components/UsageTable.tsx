import type { ReactNode } from 'react';
import Paper from '@mui/material/Paper';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableFooter from '@mui/material/TableFooter';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import { useTranslation } from 'react-i18next';
import { formatCount, formatMoney } from '../../../lib/format';
import { BusyBar, showFrom } from '../../../lib/table';
import { RouterLink, VisuallyHidden } from '../../../lib/ui';
import type { NumberColumn, UsageCounts } from './usage-columns';

const numeric = { fontVariantNumeric: 'tabular-nums', whiteSpace: 'nowrap' } as const;

interface UsageTableProps<T extends Totals, Totals extends UsageCounts> {
  /** The table's accessible name. */
  label: string;
  first: { label: string; render: (row: T) => ReactNode };
  /** The numbers shown, in order (usage-columns.ts). */
  columns: NumberColumn<keyof Totals & string>[];
  rows: T[];
  totals: Totals;
  currency: (row?: T) => string;
  rowKey: (row: T) => string | number;
  rowProps?: (row: T) => Record<string, string>;
  /**
   * Where a number leads, if anywhere (a day's failures: the register of that day's failures);
   * `row` is undefined for the totals line. `name` is the link's name after the number.
   */
  linkOf?: (key: keyof Totals & string, row?: T) => { to: string; name: string } | undefined;
  /** Links of a row (per-day report, register), in the last column. */
  actions?: (row: T) => ReactNode;
  busy?: boolean;
  /** Under the table: its paging. */
  footer?: ReactNode;
}

/** Usage counts by service or by day, with the totals of all rows in the last line. */
export function UsageTable<T extends Totals, Totals extends UsageCounts>({
  label,
  first,
  columns,
  rows,
  totals,
  currency,
  rowKey,
  rowProps,
  linkOf,
  actions,
  busy,
  footer,
}: UsageTableProps<T, Totals>) {
  const { t, i18n } = useTranslation('usage');
  const lang = i18n.language;
  const value = (column: NumberColumn<keyof Totals & string>, counts: Totals, row?: T) => {
    const number = counts[column.key] as number;
    const text = column.money
      ? formatMoney(number, currency(row), lang)
      : formatCount(number, lang);
    const link = linkOf?.(column.key, row);
    if (!link) return text;
    return (
      <RouterLink to={link.to} sx={{ color: 'inherit' }}>
        {text}
        <VisuallyHidden>{`, ${link.name}`}</VisuallyHidden>
      </RouterLink>
    );
  };

  return (
    <Paper variant="outlined" sx={{ position: 'relative', overflow: 'hidden' }}>
      <BusyBar busy={busy} />
      <TableContainer>
        <Table
          aria-label={label}
          aria-busy={busy}
          // narrow cells below a wide screen: the split counts need the room
          sx={{ '& th, & td': { px: { xs: 1, lg: 2 } } }}
        >
          <TableHead>
            <TableRow>
              <TableCell>{first.label}</TableCell>
              {columns.map(({ key, label: columnLabel, hideBelow }) => (
                <TableCell
                  key={key}
                  align="right"
                  data-column={key}
                  // a long label («Не тарифицируется») may take two lines rather than widen the table
                  sx={showFrom(hideBelow)}
                >
                  {t(`columns.${columnLabel}`)}
                </TableCell>
              ))}
              {actions && (
                <TableCell align="right">
                  <VisuallyHidden>{t('common.actions')}</VisuallyHidden>
                </TableCell>
              )}
            </TableRow>
          </TableHead>
          <TableBody sx={{ opacity: busy ? 0.6 : 1 }}>
            {rows.map((row) => (
              <TableRow key={rowKey(row)} hover {...rowProps?.(row)}>
                <TableCell>{first.render(row)}</TableCell>
                {columns.map((column) => (
                  <TableCell
                    key={column.key}
                    align="right"
                    data-column={column.key}
                    sx={{
                      ...showFrom(column.hideBelow),
                      ...numeric,
                      ...(column.key === 'failed' && row.failed > 0 ? { color: 'error.main' } : {}),
                    }}
                  >
                    {value(column, row, row)}
                  </TableCell>
                ))}
                {actions && (
                  <TableCell
                    align="right"
                    sx={{
                      whiteSpace: 'nowrap',
                      py: 0.5,
                      // icons need no room of their own below a wide screen
                      '&&': { pl: { xs: 0, lg: 2 }, pr: { xs: 0.5, lg: 2 } },
                    }}
                  >
                    {actions(row)}
                  </TableCell>
                )}
              </TableRow>
            ))}
          </TableBody>
          <TableFooter>
            <TotalsRow
              cells={columns.map((column) => (
                <TableCell
                  key={column.key}
                  align="right"
                  data-column={column.key}
                  sx={{ ...showFrom(column.hideBelow), ...numeric }}
                >
                  {value(column, totals)}
                </TableCell>
              ))}
              withActions={Boolean(actions)}
            />
          </TableFooter>
        </Table>
      </TableContainer>
      {footer}
    </Paper>
  );
}

/** The last line: the totals of all rows, under the numbers' columns. */
function TotalsRow({ cells, withActions }: { cells: ReactNode; withActions: boolean }) {
  const { t } = useTranslation('usage');
  return (
    <TableRow
      data-testid="totals-row"
      sx={{
        '& td': {
          fontWeight: 600,
          color: 'text.primary',
          fontSize: '0.875rem',
          borderBottom: 0,
          bgcolor: 'action.hover',
        },
      }}
    >
      <TableCell>{t('totals.row')}</TableCell>
      {cells}
      {withActions && <TableCell />}
    </TableRow>
  );
}
