import { lazy, Suspense } from 'react';
import { Permission, type DailyUsageRow } from '@cabinet/contract';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import ChevronLeftIcon from '@mui/icons-material/ChevronLeft';
import ListIcon from '@mui/icons-material/ListAltOutlined';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useParams } from 'react-router';
import { usePermission } from '../../../lib/session';
import { loadDownloadButtons } from '../../../lib/slots';
import { isWeekend, monthLabel, monthRange, shiftMonth } from '../../../lib/dates';
import { formatDay } from '../../../lib/format';
import { NoAccess, PageHeader, QueryState, RouterLink, VisuallyHidden } from '../../../lib/ui';
import { BackLink } from '../components/BackLink';
import { EmptyPeriod } from '../components/EmptyPeriod';
import { MonthPicker } from '../components/MonthPicker';
import { MonthStateNote } from '../components/MonthStateNote';
import { MovedUsageNote } from '../components/MovedUsageNote';
import { DAILY_COLUMNS } from '../components/usage-columns';
import { ReportToolbar } from '../components/ReportToolbar';
import { SubjectLine, SubjectPicker } from '../components/Subject';
import { Subtitle } from '../components/Subtitle';
import { TotalsCards } from '../components/TotalsCards';
import { UsageChart } from '../components/UsageChart';
import { UsageTable } from '../components/UsageTable';
import { parseId, reportsPaths as paths } from '../../../lib/paths';
import { isRefused } from '../../../lib/http';
import { dayWithWeekday } from '../format';
import { useDailyReport, useReportSubject } from '../queries';
import { useMirrorToState, useReportMonth } from '../url-state';
import { useReportCrumbs } from '../report-crumbs';

/** ReportPdfButton of the documents feature, loaded with this page only. */
const ReportPdfButton = lazy(() =>
  loadDownloadButtons().then((module) => ({ default: module.ReportPdfButton })),
);

/** Every amount of the API is in tenge; the per-day report carries no currency of its own. */
const CURRENCY = 'KZT';

/** reportsPage (`/admin/{userId}/reports/{serviceId}/report`): one service by day of a month. */
export default function DailyReportPage() {
  const { t, i18n } = useTranslation('usage');
  const lang = i18n.language;
  const params = useParams();
  const userId = parseId(params.userId);
  const serviceId = parseId(params.serviceId);
  const navigate = useNavigate();
  const [month, setMonth] = useReportMonth();
  const report = useDailyReport(userId, serviceId, month);
  const { subject, partnerId, members } = useReportSubject(report.data?.context);
  const canRegister = usePermission(Permission.requestsView);
  useMirrorToState({ userId: userId ?? null, serviceId: serviceId ?? null });
  useReportCrumbs(userId, subject, month);

  if (!userId || !serviceId || isRefused(report.error)) return <NoAccess />;
  const label = monthLabel(month, i18n.language);
  const service = report.data?.service;
  const registerOf = (range: { startDate: string; endDate: string; status?: 'error' }) =>
    paths.register(userId, serviceId, range);
  // A day's failures (the month's, on the totals line) open the register of just those.
  const failuresLink = (key: string, row?: DailyUsageRow) => {
    const failed = row ? row.failed : (report.data?.totals.failed ?? 0);
    if (!canRegister || key !== 'failed' || failed === 0) return undefined;
    const range = row ? { startDate: row.day, endDate: row.day } : monthRange(month);
    return { to: registerOf({ ...range, status: 'error' }), name: t('daily.failedRegister') };
  };

  const dayCell = (row: DailyUsageRow) => {
    const { weekday } = dayWithWeekday(row.day, lang);
    const text = (
      <>
        {formatDay(row.day, lang)}{' '}
        <Box
          component="span"
          sx={{ ml: 0.5, color: 'text.secondary', fontWeight: isWeekend(row.day) ? 600 : 400 }}
        >
          {weekday}
        </Box>
      </>
    );
    return canRegister ? (
      <RouterLink
        to={registerOf({ startDate: row.day, endDate: row.day })}
        sx={{ whiteSpace: 'nowrap', fontVariantNumeric: 'tabular-nums' }}
      >
        {text}
        {/* The name starts with the text shown (WCAG 2.5.3, label in name). */}
        <VisuallyHidden>{`, ${t('daily.dayRegister')}`}</VisuallyHidden>
      </RouterLink>
    ) : (
      <Box component="span" sx={{ whiteSpace: 'nowrap' }}>
        {text}
      </Box>
    );
  };

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
          partnerId={partnerId}
          members={members}
          onChange={(id) => void navigate(paths.daily(id, serviceId, month))}
        />
      </ReportToolbar>
      <QueryState query={report}>
        {(data) => (
          <>
            <MonthStateNote period={data.period} />
            <MovedUsageNote late={data.late} corrections={data.corrections} />
            {data.data.length === 0 ? (
              <EmptyPeriod
                title={t('empty.serviceMonth', { month: label })}
                text={t('empty.monthHint', { month: label })}
                action={{
                  label: t('period.previous'),
                  icon: <ChevronLeftIcon />,
                  onClick: () => setMonth(shiftMonth(month, -1)),
                }}
              />
            ) : (
              <>
                <TotalsCards totals={data.totals} currency={CURRENCY} />
                <Paper
                  variant="outlined"
                  component="section"
                  aria-labelledby="daily-chart-title"
                  sx={{ p: { xs: 1.5, sm: 2 }, mb: 3, opacity: report.isPlaceholderData ? 0.6 : 1 }}
                >
                  <Typography variant="h6" component="h2" id="daily-chart-title" sx={{ mb: 1 }}>
                    {t('chart.title')}
                  </Typography>
                  <UsageChart
                    month={month}
                    rows={data.data}
                    onDayClick={
                      canRegister
                        ? (day) => void navigate(registerOf({ startDate: day, endDate: day }))
                        : undefined
                    }
                  />
                </Paper>
                <UsageTable
                  label={t('daily.tableLabel', { month: label })}
                  first={{ label: t('fields.day'), render: dayCell }}
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
