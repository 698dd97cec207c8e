import { lazy, Suspense, type MouseEvent } from 'react';
import { Permission, type RegisterRow } from '@cabinet/contract';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { useNavigate, useParams } from 'react-router';
import { usePermission } from '../../../lib/session';
import { loadDownloadButtons } from '../../documents';
import { formatDay, formatMoney, todayIso } from '../../../lib/format';
import { isHttpError } from '../../../lib/http';
import { PagedTable, SearchField, useTableQuery, type Column } from '../../../lib/table';
import { NoAccess, PageHeader } from '../../../lib/ui';
import { BackLink } from '../components/BackLink';
import { ReportToolbar } from '../components/ReportToolbar';
import { RequestDetailDialog } from '../components/RequestDetailDialog';
import { RequestStatus } from '../components/RequestStatus';
import { SubjectLine, SubjectPicker } from '../components/Subject';
import { Subtitle } from '../components/Subtitle';
import { formatDuration, formatMomentWithSeconds } from '../format';
import { parseId, reportsPaths as paths } from '../paths';
import {
  currentMonth,
  isIsoDay,
  MIN_YEAR,
  monthLabel,
  monthOf,
  monthRange,
  rangeProblem,
  shiftMonth,
  type RangeProblem,
} from '../period';
import { useDailyReport, useRegister, useReportSubject } from '../queries';
import { useMirrorToState, useRegisterParams } from '../url-state';

const SORTABLE = ['requestedAt', 'status', 'httpStatus', 'durationMs', 'amount'] as const;
type SortKey = (typeof SORTABLE)[number];

const mono = { fontFamily: 'ui-monospace, SFMono-Regular, Menlo, Consolas, monospace' } as const;

/** ExportCsvButton of the documents feature, loaded with this page only. */
const ExportCsvButton = lazy(() =>
  loadDownloadButtons().then((module) => ({ default: module.ExportCsvButton })),
);

/** requestRegisterPage (`/admin/{userId}/reports/{serviceId}/register`): one service's requests. */
export default function RequestRegisterPage() {
  const { t, i18n } = useTranslation('reports');
  const lang = i18n.language;
  const params = useParams();
  const userId = parseId(params.userId);
  const serviceId = parseId(params.serviceId);
  const navigate = useNavigate();
  const { query, update } = useTableQuery(SORTABLE, { sortBy: 'requestedAt', descending: true });
  const { startDate, endDate, requestId, setRange, openRequest, closeRequest } =
    useRegisterParams();
  const problem = rangeProblem(startDate, endDate);
  const filter = query.search.trim();
  const register = useRegister(
    userId,
    serviceId,
    {
      page: query.page,
      rowsPerPage: query.rowsPerPage,
      sortBy: query.sortBy,
      descending: query.descending,
      startDate,
      endDate,
      filterInput: filter || undefined,
    },
    !problem,
  );
  // The service's name and code come with its day report (cached when one came from there).
  const month =
    isIsoDay(startDate) && monthOf(startDate).year >= MIN_YEAR
      ? monthOf(startDate)
      : currentMonth();
  const daily = useDailyReport(userId, serviceId, month);
  const { subject, partnerId, members } = useReportSubject(userId);
  const canExport = usePermission(Permission.requestsExport);
  useMirrorToState({
    userId: userId ?? null,
    serviceId: serviceId ?? null,
    filterText: query.search,
    startDate,
    endDate,
    requestId: requestId ?? null,
  });

  if (!userId || !serviceId) return <NoAccess />;
  const service = daily.data?.service;

  // A partner's register mixes its users' requests: name them.
  const logins = new Map<number, string>(members.map((member) => [member.id, member.login]));
  if (subject) logins.set(subject.id, subject.login);
  const showsUser = subject?.group === 'Partner';

  const serverProblem =
    isHttpError(register.error) && register.error.status === 422
      ? register.error.fieldErrors
      : undefined;
  const problemText = (kind: RangeProblem) =>
    kind === 'startInvalid' || kind === 'endInvalid'
      ? t('validation.dateInvalid')
      : kind === 'reversed'
        ? t('validation.periodReversed')
        : t('register.periodTooLong');
  const startError =
    problem === 'startInvalid' ? problemText(problem) : serverProblem?.startDate?.[0];
  const endError =
    problem && problem !== 'startInvalid' ? problemText(problem) : serverProblem?.endDate?.[0];

  const today = todayIso();
  const thisMonth = monthRange(currentMonth(today), today);
  const lastMonth = monthRange(shiftMonth(currentMonth(today), -1), today);
  const presets = [
    { key: 'today', range: { startDate: today, endDate: today } },
    { key: 'thisMonth', range: thisMonth },
    { key: 'lastMonth', range: lastMonth },
  ] as const;
  const isDefault = !filter && startDate === thisMonth.startDate && endDate === thisMonth.endDate;

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

  const columns: Column<RegisterRow, SortKey>[] = [
    {
      id: 'requestedAt',
      label: t('fields.requestedAt'),
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
    ...(showsUser
      ? [
          {
            id: 'user',
            label: t('fields.user'),
            hideBelow: 'lg' as const,
            render: (row: RegisterRow) => logins.get(row.userId) ?? `#${row.userId}`,
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
      render: (row) => (
        <Stack spacing={0.25} sx={{ alignItems: 'flex-end' }}>
          <Box component="span" sx={{ whiteSpace: 'nowrap', fontVariantNumeric: 'tabular-nums' }}>
            {row.billable && !row.coveredByPackage
              ? formatMoney(row.amountMinor, 'KZT', lang)
              : '—'}
          </Box>
          {(row.coveredByPackage || !row.billable) && (
            <Typography variant="caption" color="text.secondary">
              {row.coveredByPackage ? t('register.covered') : t('register.notBillable')}
            </Typography>
          )}
        </Stack>
      ),
    },
  ];

  // A click anywhere on a row opens it, as its request id button does for the keyboard.
  const openRow = (event: MouseEvent<HTMLElement>) => {
    const target = event.target as HTMLElement;
    if (target.closest('button, a, input')) return;
    const id = target.closest('tr[data-request-id]')?.getAttribute('data-request-id');
    if (id) openRequest(id);
  };

  const period =
    isIsoDay(startDate) && isIsoDay(endDate)
      ? startDate === endDate
        ? formatDay(startDate, lang)
        : `${formatDay(startDate, lang)} – ${formatDay(endDate, lang)}`
      : '';

  return (
    <>
      <BackLink to={paths.daily(userId, serviceId, month)}>
        {t('register.back', { month: monthLabel(month, t) })}
      </BackLink>
      <PageHeader
        title={t('routes.requestRegisterPage')}
        subtitle={
          <Subtitle
            items={[
              service && (
                <>
                  {service.name}{' '}
                  <Box component="span" sx={mono}>
                    ({service.code})
                  </Box>
                </>
              ),
              period,
              subject && !subject.own && <SubjectLine subject={subject} />,
            ]}
          />
        }
        actions={
          canExport && (
            <Suspense fallback={null}>
              <ExportCsvButton
                userId={userId}
                serviceId={serviceId}
                startDate={startDate}
                endDate={endDate}
                disabled={Boolean(problem)}
              />
            </Suspense>
          )
        }
      />
      <ReportToolbar>
        <TextField
          type="date"
          label={t('register.from')}
          value={startDate}
          onChange={(event) => setRange({ startDate: event.target.value })}
          error={Boolean(startError)}
          helperText={startError}
          slotProps={{ inputLabel: { shrink: true }, htmlInput: { max: today } }}
          sx={{ width: { xs: 'calc(50% - 8px)', sm: 170 } }}
        />
        <TextField
          type="date"
          label={t('register.to')}
          value={endDate}
          onChange={(event) => setRange({ endDate: event.target.value })}
          error={Boolean(endError)}
          helperText={endError}
          slotProps={{ inputLabel: { shrink: true }, htmlInput: { max: today } }}
          sx={{ width: { xs: 'calc(50% - 8px)', sm: 170 } }}
        />
        <SearchField
          value={query.search}
          onChange={(search) => update({ search }, { replace: true })}
          label={t('register.filter')}
          placeholder={t('register.filterPlaceholder')}
        />
        <SubjectPicker
          userId={userId}
          partnerId={partnerId}
          members={members}
          onChange={(id) =>
            void navigate(paths.register(id, serviceId, { startDate, endDate, search: filter }))
          }
        />
      </ReportToolbar>
      <Stack
        direction="row"
        spacing={1}
        useFlexGap
        sx={{ mt: -1.5, mb: 2, flexWrap: 'wrap', alignItems: 'center' }}
        role="group"
        aria-label={t('register.presets')}
      >
        {presets.map(({ key, range }) => {
          const active = range.startDate === startDate && range.endDate === endDate;
          return (
            <Chip
              key={key}
              label={t(`register.preset.${key}`)}
              color={active ? 'primary' : 'default'}
              variant={active ? 'filled' : 'outlined'}
              onClick={() => setRange(range, { replace: false })}
              aria-pressed={active}
            />
          );
        })}
        {!isDefault && (
          <Button
            size="small"
            onClick={() => {
              update({ search: '' }, { replace: true });
              setRange(thisMonth, { replace: false });
            }}
          >
            {t('common.reset')}
          </Button>
        )}
      </Stack>
      {problem ? (
        <Alert severity="info" role="status">
          {t('register.fixPeriod')}
        </Alert>
      ) : (
        <Box
          onClick={openRow}
          sx={{
            '& tbody tr[data-request-id]': { cursor: 'pointer' },
            '& tbody tr[data-selected="true"]': { bgcolor: 'action.selected' },
          }}
        >
          <PagedTable
            label={t('register.tableLabel', { period })}
            columns={columns}
            result={register}
            query={query}
            update={update}
            rowKey={(row) => row.id}
            rowProps={(row) => ({
              'data-request-id': row.requestId,
              'data-selected': row.requestId === requestId ? 'true' : undefined,
            })}
            empty={t('register.empty')}
          />
        </Box>
      )}
      <RequestDetailDialog
        userId={userId}
        serviceId={serviceId}
        requestId={requestId}
        userLabel={showsUser ? (id) => logins.get(id) : undefined}
        onClose={closeRequest}
      />
    </>
  );
}
