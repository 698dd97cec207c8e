import type { Rejection } from '@cabinet/contract';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { formatMoment, withZone } from '../../../../lib/format';
import type { Column } from '../../../../lib/table';
import type { RejectionSortKey } from '../../use-ingest-receipts';
import { senderName } from './ReceiptsByDay';

/** The refused records' columns: when, sender (to who sees several), request, reason, errors. */
export function useRejectionColumns(bySender: boolean): Column<Rejection, RejectionSortKey>[] {
  const { t, i18n } = useTranslation('usage');
  const lang = i18n.language;
  return [
    {
      id: 'at',
      label: withZone(t('receipts.at'), lang),
      sortKey: 'at',
      render: (row) => formatMoment(row.at, lang),
      sx: { whiteSpace: 'nowrap' },
    },
    ...(bySender
      ? [{ id: 'sender', label: t('receipts.sender'), render: (row: Rejection) => senderName(row) }]
      : []),
    {
      id: 'requestId',
      label: t('receipts.requestId'),
      render: (row) => row.requestId ?? '—',
    },
    {
      id: 'reason',
      label: t('receipts.reason'),
      sortKey: 'reason',
      render: (row) => t(`receipts.reasons.${row.reason}`),
    },
    {
      id: 'errors',
      label: t('receipts.errors'),
      render: (row) =>
        Object.entries(row.errors)
          .map(([field, messages]) => `${field}: ${messages.join(', ')}`)
          .join('; '),
    },
    {
      id: 'record',
      label: t('receipts.record'),
      hideBelow: 'md',
      render: (row) => (
        <>
          <Box
            component="code"
            title={row.record}
            sx={{
              display: 'block',
              maxWidth: 360,
              overflow: 'hidden',
              textOverflow: 'ellipsis',
              whiteSpace: 'nowrap',
              fontSize: '0.8rem',
            }}
          >
            {row.record}
          </Box>
          {row.recordCut && (
            <Typography variant="caption" color="text.secondary" data-testid="record-cut">
              {t('receipts.recordCut')}
            </Typography>
          )}
        </>
      ),
    },
  ];
}
