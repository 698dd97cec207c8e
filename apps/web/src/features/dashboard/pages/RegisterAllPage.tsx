import type { RegisterAllRow } from '@cabinet/contract';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { currentMonth, firstDayOf, todayIso } from '../../../lib/dates';
import { formatCount, formatMoment, formatMoney, withZone } from '../../../lib/format';
import { dateRangeErrors } from '../../../lib/forms/date-range';
import { DayField, INVALID_DAY } from '../../../lib/forms/DayField';
import { isHttpError } from '../../../lib/http';
import {
  PagedTable,
  SearchField,
  toApiQuery,
  useTableQuery,
  type Column,
} from '../../../lib/table';
import { PageHeader, RouterLink } from '../../../lib/ui';
import { OutcomeToggle, outcomeParam } from '../../../lib/register/OutcomeToggle';
import { dayParam, useUrlState } from '../../../lib/url-state';
import { useAuth } from '../../../lib/session';
import { reportsPaths } from '../../../lib/paths';
import { dashboardApi } from '../api';
import { dashboardKeys } from '../queries';

const SORTABLE = ['requestedAt', 'durationMs', 'amount'] as const;
type SortKey = (typeof SORTABLE)[number];

/** /Tables: the register across every partner (an admin's scope; others see their own). */
export default function RegisterAllPage() {
  const { t, i18n } = useTranslation('dashboard');
  const lang = i18n.language;
  const admin = useAuth((s) => s.user?.groups.includes('Admin') ?? false);
  const { query, update } = useTableQuery(SORTABLE, { sortBy: 'requestedAt', descending: true });
  const [params, change] = useUrlState();
  const today = todayIso();
  const startDate = dayParam(params.get('startDate')) ?? firstDayOf(currentMonth(today));
  const endDate = dayParam(params.get('endDate')) ?? today;
  const rangeErrors = dateRangeErrors({ startDate, endDate });
  const serviceId = params.get('serviceId') ?? '';
  const status = outcomeParam(params.get('status'));
  const setParam = (key: string, value: string) =>
    change({ [key]: value || null, page: null }, { replace: true });

  const apiQuery = {
    ...toApiQuery(query),
    search: undefined,
    filterInput: query.search.trim() || undefined,
    startDate,
    endDate,
    serviceId: serviceId || undefined,
    status,
  };
  const register = useQuery({
    queryKey: dashboardKeys.register(apiQuery),
    queryFn: () => dashboardApi.register(apiQuery),
    placeholderData: keepPreviousData,
    retry: (count, error) => !(isHttpError(error) && error.status === 422) && count < 2,
    enabled: !rangeErrors,
  });
  const services = useQuery({
    queryKey: dashboardKeys.services,
    queryFn: dashboardApi.services,
    staleTime: 5 * 60_000,
  });
  const invalid =
    isHttpError(register.error) && register.error.status === 422 ? register.error : undefined;
  // The contract's range rule is checked here first; the server's answer covers the rest.
  const fieldError = (field: 'startDate' | 'endDate') => {
    const key = rangeErrors?.[field];
    return key ? t(key) : invalid?.fieldErrors[field]?.[0];
  };
  const rangeKey = rangeErrors && (rangeErrors.startDate ?? rangeErrors.endDate);
  const problem = rangeKey ? t(rangeKey) : invalid?.message;

  const columns: Column<RegisterAllRow, SortKey>[] = [
    {
      id: 'time',
      label: withZone(t('register.time'), lang),
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
      label: t('register.user'),
      render: (row) => (
        <Stack spacing={0.25} sx={{ minWidth: 0 }}>
          <RouterLink
            to={reportsPaths.register(row.userId, row.serviceId, {
              startDate: row.day,
              endDate: row.day,
              request: row.requestId,
            })}
            aria-label={`${t('register.openRegister')}: ${row.userLogin}, ${row.requestId}`}
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
      label: t('register.subject'),
      hideBelow: 'md',
      render: (row) => row.subject || '—',
      sx: { fontFamily: 'monospace', overflowWrap: 'anywhere' },
    },
    {
      id: 'status',
      label: t('register.status'),
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
      label: t('register.duration'),
      sortKey: 'durationMs',
      align: 'right',
      hideBelow: 'lg',
      render: (row) => t('register.durationMs', { value: formatCount(row.durationMs, lang) }),
      sx: { whiteSpace: 'nowrap' },
    },
    {
      id: 'amount',
      label: t('amount'),
      sortKey: 'amount',
      align: 'right',
      // Paid or not, and why not: a failure the service bills shows its price like a success.
      render: (row) =>
        row.billable && !row.coveredByPackage
          ? formatMoney(row.amountMinor, 'KZT', lang)
          : t(row.coveredByPackage ? 'register.covered' : 'register.notBillable'),
      sx: { whiteSpace: 'nowrap', fontVariantNumeric: 'tabular-nums' },
    },
  ];

  return (
    <>
      <PageHeader
        title={t('routes.tablesPage')}
        subtitle={t(admin ? 'register.intro' : 'register.introOwn')}
      />
      <Stack
        direction={{ xs: 'column', md: 'row' }}
        spacing={2}
        useFlexGap
        sx={{ mb: 2, flexWrap: 'wrap' }}
      >
        {(['startDate', 'endDate'] as const).map((key) => (
          <DayField
            key={key}
            label={t(key === 'startDate' ? 'register.from' : 'register.to')}
            value={key === 'startDate' ? startDate : endDate}
            onChange={(day) => {
              if (day !== INVALID_DAY) setParam(key, day);
            }}
            error={Boolean(fieldError(key))}
            helperText={fieldError(key)}
          />
        ))}
        <TextField
          select
          label={t('register.service')}
          value={serviceId}
          onChange={(event) => setParam('serviceId', event.target.value)}
          sx={{ minWidth: 200 }}
        >
          <MenuItem value="">{t('register.allServices')}</MenuItem>
          {(services.data ?? []).map((service) => (
            <MenuItem key={service.id} value={String(service.id)}>
              {service.name}
            </MenuItem>
          ))}
        </TextField>
        <SearchField
          value={query.search}
          onChange={(search) => update({ search }, { replace: true })}
          label={t('register.search')}
        />
      </Stack>
      <Box sx={{ mt: -1, mb: 2 }}>
        <OutcomeToggle
          value={status}
          onChange={(next) => change({ status: next ?? null, page: null })}
        />
      </Box>
      {problem ? (
        <Alert
          severity="warning"
          role="alert"
          action={
            query.sortBy !== 'requestedAt' && (
              <Button
                color="inherit"
                size="small"
                onClick={() => update({ sortBy: 'requestedAt', descending: true })}
              >
                {t('register.sortByTime')}
              </Button>
            )
          }
        >
          {problem}
        </Alert>
      ) : (
        <PagedTable
          label={t('routes.tablesPage')}
          columns={columns}
          result={register}
          query={query}
          update={update}
          rowKey={(row) => row.id}
          rowProps={(row) => ({ 'data-request-id': row.requestId })}
          empty={t('register.empty')}
        />
      )}
    </>
  );
}
