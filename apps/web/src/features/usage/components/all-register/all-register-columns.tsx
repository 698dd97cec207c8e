import type { RegisterAllRow } from '@cabinet/contract';
import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { formatCount, formatMoment, formatMoney, withZone } from '../../../../lib/format';
import { reportsPaths } from '../../../../lib/paths';
import type { Column } from '../../../../lib/table';
import { RouterLink } from '../../../../lib/ui';
import type { AllRegisterSortKey } from '../../use-all-register';

/** The all-users register's columns: when, who (a link into the user's register), what, cost. */
export function useAllRegisterColumns(): Column<RegisterAllRow, AllRegisterSortKey>[] {
  const { t, i18n } = useTranslation('usage');
  const lang = i18n.language;
  return [
    {
      id: 'time',
      label: withZone(t('allRegister.time'), lang),
      sortKey: 'requestedAt',
      render: (row) => (
        <Stack spacing={0.25}>
          <span>{formatMoment(row.requestedAt, lang)}</span>
          <Typography variant="caption" color="text.secondary" sx={{ fontFamily: 'monospace' }}>
            {row.requestId}
          </Typography>
        </Stack>
      ),
      sx: { whiteSpace: 'nowrap' },
    },
    {
      id: 'who',
      label: t('allRegister.user'),
      render: (row) => (
        <Stack spacing={0.25} sx={{ minWidth: 0 }}>
          <RouterLink
            to={reportsPaths.register(row.userId, row.serviceId, {
              startDate: row.day,
              endDate: row.day,
              request: row.requestId,
            })}
            aria-label={`${t('allRegister.openRegister')}: ${row.userLogin}, ${row.requestId}`}
          >
            {row.userLogin}
          </RouterLink>
          <Typography variant="caption" color="text.secondary">
            {[row.company, row.serviceName].filter(Boolean).join(' · ')}
          </Typography>
        </Stack>
      ),
    },
    {
      id: 'subject',
      label: t('allRegister.subject'),
      hideBelow: 'md',
      render: (row) => row.subject || '—',
      sx: { fontFamily: 'monospace', overflowWrap: 'anywhere' },
    },
    {
      id: 'status',
      label: t('allRegister.status'),
      hideBelow: 'sm',
      render: (row) => (
        <Chip
          size="small"
          variant="outlined"
          color={row.status === 'success' ? 'success' : 'error'}
          label={`${t(`requestStatus.${row.status}`)} · ${row.httpStatus}`}
        />
      ),
    },
    {
      id: 'duration',
      label: t('allRegister.duration'),
      sortKey: 'durationMs',
      align: 'right',
      hideBelow: 'lg',
      render: (row) => t('allRegister.durationMs', { value: formatCount(row.durationMs, lang) }),
      sx: { whiteSpace: 'nowrap' },
    },
    {
      id: 'amount',
      label: t('allRegister.amount'),
      sortKey: 'amount',
      align: 'right',
      // Paid or not, and why not: a failure the service bills shows its price like a success.
      render: (row) =>
        row.billable && !row.coveredByPackage
          ? formatMoney(row.amountMinor, 'KZT', lang)
          : t(row.coveredByPackage ? 'allRegister.covered' : 'allRegister.notBillable'),
      sx: { whiteSpace: 'nowrap', fontVariantNumeric: 'tabular-nums' },
    },
  ];
}
