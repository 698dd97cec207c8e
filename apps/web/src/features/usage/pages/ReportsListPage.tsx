import { lazy, Suspense } from 'react';
import { Permission, type ServiceUsageRow } from '@cabinet/contract';
import Box from '@mui/material/Box';
import { useTranslation } from 'react-i18next';
import { useNavigate, useParams, useSearchParams } from 'react-router';
import { usePermission } from '../../../lib/session';
import { loadDownloadButtons, loadForecastCard } from '../../../lib/slots';
import { PartnerTabs } from '../../../lib/partners';
import { parseTableQuery, ROWS_PER_PAGE_OPTIONS, TablePager } from '../../../lib/table';
import { NoAccess, PageHeader, QueryState } from '../../../lib/ui';
import { EmptyMonth } from '../components/EmptyPeriod';
import { ServiceReportLinks } from '../components/ServiceReportLinks';
import { MonthPicker } from '../components/MonthPicker';
import { MonthStateNote } from '../components/MonthStateNote';
import { MovedUsageNote } from '../components/MovedUsageNote';
import { LIST_COLUMNS } from '../components/usage-columns';
import { ReportToolbar } from '../components/ReportToolbar';
import { SubjectLine, SubjectPicker } from '../components/Subject';
import { TotalsCards } from '../components/TotalsCards';
import { ServiceCell } from '../components/ServiceCell';
import { UsageTable } from '../components/UsageTable';
import { currencyOf } from '../format';
import { parseId, reportsPaths as paths } from '../../../lib/paths';
import { isRefused } from '../../../lib/http';
import { compareMonths, currentMonth, monthLabel } from '../../../lib/dates';
import { useReportSubject, useServicesReport } from '../queries';
import { useMirrorToState, useReportMonth } from '../url-state';

/** A partner's tabs (card, users, services, reports…) when someone else looks at its reports. */

/** Application1Button and StatementButton of the documents feature, loaded with this page only. */
const Application1Button = lazy(() =>
  loadDownloadButtons().then((module) => ({ default: module.Application1Button })),
);
const StatementButton = lazy(() =>
  loadDownloadButtons().then((module) => ({ default: module.StatementButton })),
);

/** The forecast feature's card (through lib/slots): the current month's only. */
const ForecastCard = lazy(async () => ({ default: (await loadForecastCard()).ForecastCard }));

/** reportsListPage (`/admin/{id}/reports`): a user's usage of a month, one row per service. */
export default function ReportsListPage() {
  const { t, i18n } = useTranslation('usage');
  const userId = parseId(useParams().id);
  const navigate = useNavigate();
  const [params, setParams] = useSearchParams();
  const [month, setMonth] = useReportMonth();
  const { page, rowsPerPage } = parseTableQuery(params, []);
  const report = useServicesReport(userId, { ...month, page, rowsPerPage });
  const { subject, partnerId, members } = useReportSubject(report.data?.context);
  const canRegister = usePermission(Permission.requestsView);
  const canDocuments = usePermission(Permission.documentsView);
  useMirrorToState({ userId: userId ?? null });

  if (!userId || isRefused(report.error)) return <NoAccess />;
  const label = monthLabel(month, i18n.language);

  const setPage = (changes: { page?: number; rowsPerPage?: number }) =>
    setParams((previous) => {
      const next = new URLSearchParams(previous);
      if (changes.rowsPerPage !== undefined) {
        next.set('rowsPerPage', String(changes.rowsPerPage));
        next.delete('page');
      }
      if (changes.page !== undefined) next.set('page', String(changes.page));
      return next;
    });

  const serviceCell = (row: ServiceUsageRow) => (
    <ServiceCell row={row} to={paths.daily(userId, row.serviceId, month)} />
  );

  const actions = (row: ServiceUsageRow) => (
    <ServiceReportLinks userId={userId} row={row} month={month} withRegister={canRegister} />
  );

  return (
    <>
      <PageHeader
        title={t('routes.reportsListPage')}
        subtitle={<SubjectLine subject={subject} />}
        actions={
          subject?.group === 'Partner' &&
          canDocuments && (
            <Suspense fallback={null}>
              <StatementButton partnerId={userId} {...month} />
              <Application1Button partnerId={userId} {...month} />
            </Suspense>
          )
        }
      />
      {subject?.group === 'Partner' && !subject.own && <PartnerTabs partnerId={userId} />}
      <ReportToolbar>
        <MonthPicker value={month} onChange={setMonth} />
        <SubjectPicker
          userId={userId}
          partnerId={partnerId}
          members={members}
          onChange={(id) => void navigate(paths.list(id, month))}
        />
      </ReportToolbar>
      <QueryState query={report}>
        {(data) => (
          <>
            <MonthStateNote period={data.period} />
            {compareMonths(month, currentMonth()) === 0 && (
              <Box sx={{ mb: 2 }}>
                <Suspense fallback={null}>
                  <ForecastCard userId={userId} month={month} />
                </Suspense>
              </Box>
            )}
            <MovedUsageNote late={data.late} corrections={data.corrections} />
            {data.meta.total === 0 ? (
              <EmptyMonth
                title={t('empty.month', { month: label })}
                month={month}
                onMonth={setMonth}
              />
            ) : (
              <>
                <TotalsCards
                  totals={{ ...data.totals, money: 'statement' }}
                  currency={currencyOf(data.data)}
                />
                <UsageTable
                  label={t('list.tableLabel', { month: label })}
                  first={{ label: t('fields.service'), render: serviceCell }}
                  columns={LIST_COLUMNS}
                  rows={data.data}
                  totals={data.totals}
                  currency={(row) => row?.currency ?? currencyOf(data.data)}
                  rowKey={(row) => row.serviceId}
                  rowProps={(row) => ({ 'data-service-code': row.serviceCode })}
                  actions={actions}
                  busy={report.isFetching}
                  footer={
                    (data.meta.total > ROWS_PER_PAGE_OPTIONS[0] || page > 1) && (
                      <TablePager
                        total={data.meta.total}
                        page={page}
                        rowsPerPage={rowsPerPage}
                        onChange={setPage}
                        sx={{ borderTop: 1, borderColor: 'divider' }}
                      />
                    )
                  }
                />
              </>
            )}
          </>
        )}
      </QueryState>
    </>
  );
}
