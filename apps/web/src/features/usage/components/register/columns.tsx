import type { RegisterRow } from '@cabinet/contract';
import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { formatMoney, withZone } from '../../../../lib/format';
import type { Column } from '../../../../lib/table';
import { formatDuration, formatMomentWithSeconds } from '../../format';
import { RequestStatus } from '../RequestStatus';
import { mono } from './styles';

/** The columns the server sorts the register by. */
export const REGISTER_SORTABLE = [
  'requestedAt',
  'status',
  'httpStatus',
  'durationMs',
  'amount',
] as const;
export type RegisterSortKey = (typeof REGISTER_SORTABLE)[number];

/**
 * The register's columns. `userLabel` names each row's user (a partner's register mixes its
 * users' requests); without it the user column is left out.
 */
export function useRegisterColumns(
  openRequest: (requestId: string) => void,
  userLabel?: (userId: number) => string | undefined,
): Column<RegisterRow, RegisterSortKey>[] {
  const { t, i18n } = useTranslation('usage');
  const lang = i18n.language;

  const requestButton = (row: RegisterRow) => (
    <Link
      component="button"
      type="button"
      onClick={() => openRequest(row.requestId)}
      sx={{ ...mono, fontSize: '0.8125rem', textAlign: 'left', overflowWrap: 'anywhere' }}
      aria-label={`${t('register.open')}: ${row.requestId}`}
    >
      {row.requestId}
    </Link>
  );

  return [
    {
      id: 'requestedAt',
      label: withZone(t('fields.requestedAt'), lang),
      sortKey: 'requestedAt',
      render: (row) => (
        <Stack spacing={0.25} sx={{ minWidth: 0 }}>
          <Box component="span" sx={{ whiteSpace: 'nowrap', fontVariantNumeric: 'tabular-nums' }}>
            {formatMomentWithSeconds(row.requestedAt, lang)}
          </Box>
          <Stack
            direction="row"
            spacing={1}
            sx={{ display: { xs: 'flex', sm: 'none' }, alignItems: 'center', flexWrap: 'wrap' }}
          >
            {requestButton(row)}
            {row.status === 'error' && <RequestStatus status={row.status} />}
          </Stack>
        </Stack>
      ),
    },
    {
      id: 'requestId',
      label: t('fields.requestId'),
      hideBelow: 'sm',
      render: requestButton,
    },
    ...(userLabel
      ? [
          {
            id: 'user',
            label: t('fields.user'),
            hideBelow: 'lg' as const,
            render: (row: RegisterRow) => userLabel(row.userId) ?? `#${row.userId}`,
          },
        ]
      : []),
    {
      id: 'subject',
      label: t('fields.subject'),
      hideBelow: 'md',
      render: (row) => row.subject || '—',
      sx: { ...mono, fontSize: '0.8125rem' },
    },
    {
      id: 'status',
      label: t('fields.status'),
      sortKey: 'status',
      hideBelow: 'sm',
      render: (row) => <RequestStatus status={row.status} />,
    },
    {
      id: 'httpStatus',
      label: t('fields.httpStatus'),
      sortKey: 'httpStatus',
      hideBelow: 'md',
      align: 'right',
      render: (row) => (
        <Box component="span" sx={{ color: row.httpStatus >= 400 ? 'error.main' : undefined }}>
          {row.httpStatus}
        </Box>
      ),
      sx: { fontVariantNumeric: 'tabular-nums' },
    },
    {
      id: 'durationMs',
      label: t('fields.durationMs'),
      sortKey: 'durationMs',
      hideBelow: 'md',
      align: 'right',
      render: (row) => formatDuration(row.durationMs, lang),
      sx: { whiteSpace: 'nowrap', fontVariantNumeric: 'tabular-nums' },
    },
    {
      id: 'amount',
      label: t('fields.amount'),
      sortKey: 'amount',
      align: 'right',
      render: (row) => <AmountCell row={row} />,
    },
  ];
}

/**
 * A request's amount, or why none is billed (a package covered it, it is not billable), and a
 * mark on one recorded late.
 */
function AmountCell({ row }: { row: RegisterRow }) {
  const { t, i18n } = useTranslation('usage');
  const lang = i18n.language;
  return (
    <Stack spacing={0.25} sx={{ alignItems: 'flex-end' }}>
      <Box component="span" sx={{ whiteSpace: 'nowrap', fontVariantNumeric: 'tabular-nums' }}>
        {row.billable && !row.coveredByPackage ? formatMoney(row.amountMinor, 'KZT', lang) : '—'}
      </Box>
      {(row.coveredByPackage || !row.billable || row.status === 'error') && (
        <Typography variant="caption" color="text.secondary">
          {row.coveredByPackage
            ? t('register.covered')
            : row.billable
              ? t('register.billedFailure')
              : t('register.notBillable')}
        </Typography>
      )}
      {row.late && (
        <Typography variant="caption" color="warning.dark" data-testid="late-mark">
          {t('register.late')}
        </Typography>
      )}
    </Stack>
  );
}
