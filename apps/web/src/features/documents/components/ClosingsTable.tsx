import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Link from '@mui/material/Link';
import LinearProgress from '@mui/material/LinearProgress';
import Typography from '@mui/material/Typography';
import type { UseQueryResult } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { formatCount, formatMoment } from '../../../lib/format';
import { actionsColumn, SimpleTable, type Column } from '../../../lib/table';
import { QueryState } from '../../../lib/ui';
import type { MonthClosings } from '../api';
import { monthLabel, type MonthRef } from '../../../lib/dates';
import { monthWords } from '../period';

type MonthClosing = MonthClosings['closings'][number];

const stateColor = { running: 'info', done: 'success', failed: 'error' } as const;

/**
 * The closed months, newest first, each opening its documents, with the running one's progress,
 * why a month was issued again, and a check of each against the register.
 */
export function ClosingsTable({
  closings,
  onVerify,
  onOpen,
}: {
  closings: UseQueryResult<MonthClosings>;
  onVerify: (month: MonthRef) => void;
  onOpen: (month: MonthRef) => void;
}) {
  const { t, i18n } = useTranslation('documents');
  const lang = i18n.language;
  const columns: Column<MonthClosing>[] = [
    {
      id: 'month',
      label: t('closing.month'),
      sx: { whiteSpace: 'nowrap' },
      render: (row) => (
        <Link
          component="button"
          type="button"
          variant="body2"
          onClick={() => onOpen({ year: row.year, month: row.month })}
        >
          {monthLabel(row, lang)}
        </Link>
      ),
    },
    {
      id: 'status',
      label: t('closing.status'),
      render: (row) => (
        <>
          <Chip
            size="small"
            color={stateColor[row.status]}
            label={
              row.status === 'running'
                ? `${t(`closing.states.${row.status}`)} ${row.progress}%`
                : t(`closing.states.${row.status}`)
            }
          />
          {row.status === 'running' && (
            <LinearProgress
              variant="determinate"
              value={row.progress}
              aria-label={`${monthLabel(row, lang)}: ${row.progress}%`}
              sx={{ mt: 0.5 }}
            />
          )}
          {row.message && row.status === 'failed' && (
            <Typography variant="caption" color="error" component="div">
              {row.message}
            </Typography>
          )}
        </>
      ),
    },
    {
      id: 'documents',
      label: t('closing.documents'),
      align: 'right',
      hideBelow: 'sm',
      render: (row) => formatCount(row.documents, lang),
    },
    {
      id: 'closedAt',
      label: t('closing.closedAt'),
      hideBelow: 'sm',
      sx: { whiteSpace: 'nowrap' },
      render: (row) => formatMoment(row.closedAt, lang),
    },
    {
      id: 'closedBy',
      label: t('closing.closedBy'),
      hideBelow: 'md',
      render: (row) => row.closedBy ?? '—',
    },
    {
      id: 'reason',
      label: t('closing.reasonColumn'),
      sx: { overflowWrap: 'anywhere' },
      cellProps: { 'data-testid': 'closing-reason' },
      render: (row) => row.reason ?? '—',
    },
    actionsColumn(t('common.actions'), (row) => (
      <Button
        size="small"
        disabled={row.status === 'running'}
        onClick={() => onVerify({ year: row.year, month: row.month })}
        aria-label={t('verify.buttonFor', monthWords(row, lang))}
      >
        {t('verify.button')}
      </Button>
    )),
  ];
  return (
    <Box sx={{ mt: 2 }}>
      <Typography variant="subtitle1" component="h3" id="closings-title">
        {t('closing.list')}
      </Typography>
      <QueryState
        query={closings}
        isEmpty={(data) => data.closings.length === 0}
        empty={t('closing.none')}
      >
        {({ closings: rows }) => (
          <SimpleTable
            labelledBy="closings-title"
            size="small"
            outlined={false}
            hover={false}
            columns={columns}
            rows={[...rows].sort((a, b) => b.year - a.year || b.month - a.month)}
            rowKey={(row) => `${row.year}-${row.month}`}
            rowProps={(row) => ({ 'data-closing': `${row.year}-${row.month}` })}
          />
        )}
      </QueryState>
    </Box>
  );
}
