import { lazy, Suspense, type MouseEvent } from 'react';
import { Permission } from '@cabinet/contract';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import { useTranslation } from 'react-i18next';
import { useNavigate, useParams } from 'react-router';
import { usePermission } from '../../../lib/session';
import { loadDownloadButtons } from '../../../lib/slots';
import { formatDay } from '../../../lib/format';
import { isHttpError, isRefused } from '../../../lib/http';
import { PagedTable, useTableQuery } from '../../../lib/table';
import { NoAccess, PageHeader } from '../../../lib/ui';
import { BackLink } from '../components/BackLink';
import { RequestDetailDialog } from '../components/RequestDetailDialog';
import { SubjectLine, SubjectPicker } from '../components/Subject';
import { Subtitle } from '../components/Subtitle';
import { REGISTER_SORTABLE, useRegisterColumns } from '../components/register/columns';
import { RegisterFilters } from '../components/register/RegisterFilters';
import { RegisterSummary } from '../components/register/RegisterSummary';
import { mono } from '../components/register/styles';
import { parseId, reportsPaths as paths } from '../../../lib/paths';
import { currentMonth, isIsoDay, MIN_YEAR, monthLabel, monthOf } from '../../../lib/dates';
import { dateRangeErrors } from '../../../lib/forms/date-range';
import { useRegister, useReportSubject } from '../queries';
import { useMirrorToState, useRegisterParams } from '../url-state';
import { useReportCrumbs } from '../report-crumbs';

/** ExportCsvButton of the documents feature, loaded with this page only. */
const ExportCsvButton = lazy(() =>
  loadDownloadButtons().then((module) => ({ default: module.ExportCsvButton })),
);

/**
 * requestRegisterPage (`/admin/{userId}/reports/{serviceId}/register`): one service's requests.
 * One request fills it: the register's answer names the service and whose register it is.
 */
export default function RequestRegisterPage() {
  const { t, i18n } = useTranslation('usage');
  const lang = i18n.language;
  const params = useParams();
  const userId = parseId(params.userId);
  const serviceId = parseId(params.serviceId);
  const navigate = useNavigate();
  const { query, update } = useTableQuery(REGISTER_SORTABLE, {
    sortBy: 'requestedAt',
    descending: true,
  });
  const { startDate, endDate, status, setStatus, requestId, setRange, openRequest, closeRequest } =
    useRegisterParams();
  const problem = dateRangeErrors({ startDate, endDate });
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
      status,
    },
    !problem,
  );
  const context = register.data?.context;
  const { subject, partnerId, members } = useReportSubject(context);
  // A partner's register mixes its users' requests: name them.
  const logins = new Map<number, string>(members.map((member) => [member.id, member.login]));
  if (subject) logins.set(subject.id, subject.login);
  const showsUser = subject?.group === 'Partner';
  const columns = useRegisterColumns(openRequest, showsUser ? (id) => logins.get(id) : undefined);
  const canExport = usePermission(Permission.requestsExport);
  useMirrorToState({
    userId: userId ?? null,
    serviceId: serviceId ?? null,
    filterText: query.search,
    startDate,
    endDate,
    requestId: requestId ?? null,
  });

  const service = context?.service;
  const month =
    isIsoDay(startDate) && monthOf(startDate).year >= MIN_YEAR
      ? monthOf(startDate)
      : currentMonth();
  useReportCrumbs(userId, subject, month, service);
  if (!userId || !serviceId || isRefused(register.error)) return <NoAccess />;

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
        {t('register.back', { month: monthLabel(month, lang) })}
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
                status={status}
                disabled={Boolean(problem)}
              />
            </Suspense>
          )
        }
      />
      <RegisterFilters
        startDate={startDate}
        endDate={endDate}
        setRange={setRange}
        search={query.search}
        onSearch={(search) => update({ search }, { replace: true })}
        status={status}
        setStatus={setStatus}
        problem={problem}
        serverErrors={
          isHttpError(register.error) && register.error.status === 422
            ? register.error.fieldErrors
            : undefined
        }
        subjectPicker={
          <SubjectPicker
            userId={userId}
            partnerId={partnerId}
            members={members}
            onChange={(id) =>
              void navigate(
                paths.register(id, serviceId, { startDate, endDate, search: filter, status }),
              )
            }
          />
        }
      />
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
          <RegisterSummary
            totals={register.data?.totals}
            matchedBy={filter ? register.data?.matchedBy : undefined}
          />
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
