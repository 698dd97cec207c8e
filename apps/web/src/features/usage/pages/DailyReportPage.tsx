import { lazy, Suspense } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import ListIcon from '@mui/icons-material/ListAltOutlined';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { loadDownloadButtons } from '../../../lib/slots';
import { monthLabel, monthRange } from '../../../lib/dates';
import { NoAccess, PageHeader, QueryState } from '../../../lib/ui';
import { BackLink } from '../components/BackLink';
import { DailyChart } from '../components/daily/DailyChart';
import { DayCell } from '../components/daily/DayCell';
import { EmptyMonth } from '../components/EmptyPeriod';
import { MonthPicker } from '../components/MonthPicker';
import { MonthStateNote } from '../components/MonthStateNote';
import { MovedUsageNote } from '../components/MovedUsageNote';
import { DAILY_COLUMNS } from '../components/usage-columns';
import { ReportToolbar } from '../components/ReportToolbar';
import { SubjectLine, SubjectPicker } from '../components/Subject';
import { Subtitle } from '../components/Subtitle';
import { TotalsCards } from '../components/TotalsCards';
import { UsageTable } from '../components/UsageTable';
import { reportsPaths as paths } from '../../../lib/paths';
import { isRefused } from '../../../lib/http';
import { useDailyReportPage } from '../use-daily-report-page';

/** ReportPdfButton of the documents feature, loaded with this page only. */
const ReportPdfButton = lazy(() =>
  loadDownloadButtons().then((module) => ({ default: module.ReportPdfButton })),
);

/** Every amount of the API is in tenge; the per-day report carries no currency of its own. */
const CURRENCY = 'KZT';

/** reportsPage (`/admin/{userId}/reports/{serviceId}/report`): one service by day of a month. */
export default function DailyReportPage() {
  const { t, i18n } = useTranslation('usage');
  const navigate = useNavigate();
  const page = useDailyReportPage();
  const { userId, serviceId, month, setMonth, report, subject, canRegister, registerOf } = page;
  const { failuresLink, dayRegister } = page;

  if (!userId || !serviceId || isRefused(report.error)) return <NoAccess />;
  const label = monthLabel(month, i18n.language);
  const service = report.data?.service;

  return (
    <>
      <BackLink to={paths.list(userId, month)}>{t('daily.back', { month: label })}</BackLink>
      <PageHeader
        title={service?.name ?? t('routes.reportsPage')}
        subtitle={
          <Subtitle
            items={[
              t('routes.reportsPage'),
              service && (
                <Box component="span" sx={{ fontFamily: 'monospace' }}>
                  {service.code}
                </Box>
              ),
              subject && !subject.own && <SubjectLine subject={subject} />,
            ]}
          />
        }
        actions={
          <>
            <Suspense fallback={null}>
              <ReportPdfButton userId={userId} serviceId={serviceId} {...month} />
            </Suspense>
            {canRegister && (
              <Button
                component={Link}
                to={registerOf(monthRange(month))}
                variant="contained"
                startIcon={<ListIcon />}
              >
                {t('daily.register')}
              </Button>
            )}
          </>
        }
      />
      <ReportToolbar>
        <MonthPicker value={month} onChange={setMonth} />
        <SubjectPicker
          userId={userId}
          partnerId={page.partnerId}
          members={page.members}
          onChange={(id) => void navigate(paths.daily(id, serviceId, month))}
        />
      </ReportToolbar>
      <QueryState query={report}>
        {(data) => (
          <>
            <MonthStateNote period={data.period} />
            <MovedUsageNote late={data.late} corrections={data.corrections} />
            {data.data.length === 0 ? (
              <EmptyMonth
                title={t('empty.serviceMonth', { month: label })}
                month={month}
                onMonth={setMonth}
              />
            ) : (
              <>
                <TotalsCards totals={data.totals} currency={CURRENCY} />
                <DailyChart
                  month={month}
                  rows={data.data}
                  faded={report.isPlaceholderData}
                  onDayClick={
                    canRegister
                      ? (day) => void navigate(registerOf({ startDate: day, endDate: day }))
                      : undefined
                  }
                />
                <UsageTable
                  label={t('daily.tableLabel', { month: label })}
                  first={{
                    label: t('fields.day'),
                    render: (row) => <DayCell row={row} to={dayRegister(row.day)} />,
                  }}
                  columns={DAILY_COLUMNS}
                  rows={data.data}
                  totals={data.totals}
                  currency={() => CURRENCY}
                  rowKey={(row) => row.day}
                  rowProps={(row) => ({ 'data-day': row.day })}
                  linkOf={failuresLink}
                  busy={report.isFetching}
                />
              </>
            )}
          </>
        )}
      </QueryState>
    </>
  );
}
