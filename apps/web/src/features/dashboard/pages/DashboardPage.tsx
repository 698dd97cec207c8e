import { lazy, Suspense, type ReactNode } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import RefreshIcon from '@mui/icons-material/Refresh';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { USAGE_RECORDED_EVENT } from '@cabinet/contract';
import { useTranslation } from 'react-i18next';
import { formatCount, formatDay, formatMoney } from '../../../lib/format';
import { usePrivateEvent } from '../../../lib/private-events';
import { useAuth } from '../../../lib/session';
import { loadForecastCard } from '../../../lib/slots';
// Not through lib/ui's index: its dialogs, menus and form fields would load with the home's first
// figures (issue 43).
import { PageHeader } from '../../../lib/ui/PageHeader';
import { QueryState } from '../../../lib/ui/QueryState';
import { StatCard } from '../../../lib/ui/StatCard';
import { dashboardApi } from '../api';
import { RankList } from '../components/RankList';
import { Section } from '../components/Section';
import { dayBars, percent } from '../format';
import { dashboardKeys } from '../queries';

/** The chart (MUI X Charts, the page's heaviest part) loads after the figures show (issue 43). */
const BarChart = lazy(async () => ({ default: (await import('../components/BarChart')).BarChart }));

/** The forecast feature's card (through lib/slots), loaded with this page only. */
const ForecastCard = lazy(async () => ({ default: (await loadForecastCard()).ForecastCard }));

interface DashboardPageProps {
  /** The heading in place of the page's own title (the home page greets the user). */
  title?: string;
  /** Whose figures these are (the server scopes them to the caller). */
  scope?: ReactNode;
}

/**
 * Today, this month and the last 30 days of the caller's scope at a glance: the home page of
 * everyone who may see reports, and /Dashboard2.
 */
export default function DashboardPage({ title, scope }: DashboardPageProps) {
  const { t, i18n } = useTranslation('dashboard');
  const lang = i18n.language;
  // The provider's staff see what partners paid it; a partner and its users, what they spent.
  const staff = useAuth((s) => s.user?.groups.includes('Admin') ?? false);
  const summary = useQuery({ queryKey: dashboardKeys.summary, queryFn: dashboardApi.summary });
  // Usage recorded in the caller's scope (told over its private channels): the figures refresh.
  const queryClient = useQueryClient();
  usePrivateEvent(
    USAGE_RECORDED_EVENT,
    () => void queryClient.invalidateQueries({ queryKey: dashboardKeys.all }),
  );

  return (
    <>
      <PageHeader
        title={title ?? t('routes.dashboard2Page')}
        subtitle={
          <>
            {scope && <>{scope} · </>}
            {summary.data && t('asOf', { day: formatDay(summary.data.today, lang) })}
          </>
        }
        actions={
          <Button
            startIcon={<RefreshIcon />}
            onClick={() => void summary.refetch()}
            disabled={summary.isFetching}
          >
            {t('refresh')}
          </Button>
        }
      />
      <QueryState query={summary}>
        {(data) => (
          <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: 'repeat(12, minmax(0, 1fr))' }}>
            <Box
              sx={{
                gridColumn: 'span 12',
                display: 'grid',
                gap: 2,
                gridTemplateColumns: {
                  xs: 'repeat(2, minmax(0, 1fr))',
                  md: 'repeat(3, minmax(0, 1fr))',
                  lg: 'repeat(5, minmax(0, 1fr))',
                },
              }}
            >
              {[
                {
                  id: 'today',
                  label: t('today'),
                  value: formatCount(data.todayCounts.requests, lang),
                  caption: `${t('failed')}: ${formatCount(data.todayCounts.failed, lang)}`,
                  accent: 'primary.main',
                },
                {
                  id: 'month',
                  label: t('thisMonth'),
                  value: formatCount(data.monthCounts.requests, lang),
                  caption: `${t('successful')}: ${formatCount(data.monthCounts.successful, lang)}`,
                  accent: 'primary.main',
                },
                {
                  id: 'revenue',
                  label: t(staff ? 'revenue' : 'spend'),
                  value: formatMoney(data.monthCounts.amountMinor, data.currency, lang),
                  caption: `${t('today')}: ${formatMoney(data.todayCounts.amountMinor, data.currency, lang)}`,
                  accent: 'success.main',
                },
                {
                  id: 'errors',
                  label: t('errors'),
                  value: formatCount(data.monthCounts.failed, lang),
                  caption: t('errorRate', {
                    rate: percent(
                      data.monthCounts.requests
                        ? data.monthCounts.failed / data.monthCounts.requests
                        : 0,
                      lang,
                    ),
                  }),
                  accent: 'error.main',
                },
                {
                  id: 'packages',
                  label: t('packages'),
                  value: formatCount(data.packages.remaining, lang),
                  caption: data.packages.packages
                    ? t('packagesOf', {
                        quota: formatCount(data.packages.quota, lang),
                        count: data.packages.packages,
                      })
                    : t('noPackages'),
                  accent: 'warning.main',
                },
              ].map((stat) => (
                <StatCard key={stat.id} {...stat} labelAs="h2" testId={`stat-${stat.id}`} />
              ))}
            </Box>
            {/* The staff's home: everybody's month ahead, the revenue the provider may expect. */}
            <Box sx={{ gridColumn: 'span 12' }}>
              <Suspense fallback={null}>
                <ForecastCard everybody={staff} />
              </Suspense>
            </Box>
            <Box sx={{ gridColumn: 'span 12' }}>
              <Section title={t('last30')}>
                <Suspense fallback={<Box sx={{ height: 240 }} />}>
                  <BarChart
                    title={t('last30')}
                    bars={dayBars(data.days, lang)}
                    testId="dashboard-chart"
                  />
                </Suspense>
              </Section>
            </Box>
            <Box sx={{ gridColumn: { xs: 'span 12', md: 'span 6' } }}>
              <Section title={t('topServices')}>
                <RankList
                  label={t('topServices')}
                  items={data.topServices}
                  currency={data.currency}
                />
              </Section>
            </Box>
            <Box sx={{ gridColumn: { xs: 'span 12', md: 'span 6' } }}>
              <Section title={t(`topAccounts.${data.accountKind}`)}>
                <RankList
                  label={t(`topAccounts.${data.accountKind}`)}
                  items={data.topAccounts}
                  currency={data.currency}
                />
              </Section>
            </Box>
          </Box>
        )}
      </QueryState>
    </>
  );
}
