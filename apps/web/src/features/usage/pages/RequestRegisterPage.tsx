import { lazy, Suspense } from 'react';
import { Permission } from '@cabinet/contract';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { usePermission } from '../../../lib/session';
import { loadDownloadButtons } from '../../../lib/slots';
import { isHttpError, isRefused } from '../../../lib/http';
import { NoAccess, PageHeader } from '../../../lib/ui';
import { BackLink } from '../components/BackLink';
import { RequestDetailDialog } from '../components/RequestDetailDialog';
import { SubjectLine, SubjectPicker } from '../components/Subject';
import { Subtitle } from '../components/Subtitle';
import { RegisterFilters } from '../components/register/RegisterFilters';
import { RegisterTable } from '../components/register/RegisterTable';
import { mono } from '../components/register/styles';
import { reportsPaths as paths } from '../../../lib/paths';
import { monthLabel } from '../../../lib/dates';
import { useRegisterPage } from '../use-register-page';

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
  const navigate = useNavigate();
  const page = useRegisterPage();
  const { userId, serviceId, query, update, startDate, endDate, status, requestId } = page;
  const { problem, filter, register, subject, service, month, period } = page;
  const canExport = usePermission(Permission.requestsExport);
  if (!userId || !serviceId || isRefused(register.error)) return <NoAccess />;

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
        setRange={page.setRange}
        search={query.search}
        onSearch={(search) => update({ search }, { replace: true })}
        status={status}
        setStatus={page.setStatus}
        problem={problem}
        serverErrors={
          isHttpError(register.error) && register.error.status === 422
            ? register.error.fieldErrors
            : undefined
        }
        subjectPicker={
          <SubjectPicker
            userId={userId}
            partnerId={page.partnerId}
            members={page.members}
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
        <RegisterTable
          register={register}
          query={query}
          update={update}
          filter={filter}
          period={period}
          requestId={requestId}
          openRequest={page.openRequest}
          userLabel={page.userLabel}
        />
      )}
      <RequestDetailDialog
        userId={userId}
        serviceId={serviceId}
        requestId={requestId}
        userLabel={page.userLabel}
        onClose={page.closeRequest}
      />
    </>
  );
}
