import { lazy, Suspense, type ReactNode } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import RefreshIcon from '@mui/icons-material/Refresh';
import { formatDay } from '../../../lib/format';
import { loadForecastCard } from '../../../lib/slots';
// Not through lib/ui's index: its dialogs, menus and form fields would load with the home's first
// figures (issue 43).
import { Deferred } from '../../../lib/ui/Deferred';
import { PageHeader } from '../../../lib/ui/PageHeader';
import { QueryState } from '../../../lib/ui/QueryState';
import { DashboardStats } from '../components/DashboardStats';
import { RankList } from '../components/RankList';
import { Section } from '../components/Section';
import { dayBars } from '../format';
import { useDashboardPage } from '../use-dashboard-page';

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
  const { t, lang, staff, summary } = useDashboardPage();

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
            <DashboardStats data={data} staff={staff} />
            <Deferred>
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
            </Deferred>
          </Box>
        )}
      </QueryState>
    </>
  );
}
