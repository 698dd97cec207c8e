import { CHART_PERIODS } from '@cabinet/contract';
import Box from '@mui/material/Box';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { formatDay } from '../../../lib/format';
import { PageHeader, QueryState } from '../../../lib/ui';
import { dashboardApi } from '../api';
import { BarChart } from '../components/BarChart';
import { RankList } from '../components/RankList';
import { Section } from '../components/Section';
import { dayBars } from '../format';
import { dashboardKeys } from '../queries';

const periodOf = (value: string | null) =>
  (CHART_PERIODS as readonly number[]).includes(Number(value)) ? Number(value) : 30;

/** /Charts: usage by day, service, account and hour of the day, and error rates. */
export default function ChartsPage() {
  const { t, i18n } = useTranslation('dashboard');
  const lang = i18n.language;
  const [params, setParams] = useSearchParams();
  const days = periodOf(params.get('days'));
  const charts = useQuery({
    queryKey: dashboardKeys.charts(days),
    queryFn: () => dashboardApi.charts(days),
    placeholderData: keepPreviousData,
  });

  return (
    <>
      <PageHeader
        title={t('routes.chartsPage')}
        actions={
          <ToggleButtonGroup
            exclusive
            size="small"
            value={days}
            aria-label={t('charts.period')}
            onChange={(_, value: number | null) =>
              value && setParams(value === 30 ? {} : { days: String(value) })
            }
          >
            {CHART_PERIODS.map((n) => (
              <ToggleButton key={n} value={n}>
                {t('charts.days', { count: n })}
              </ToggleButton>
            ))}
          </ToggleButtonGroup>
        }
      />
      <QueryState query={charts}>
        {(data) => {
          const kind = data.accountKind;
          return (
            <Box
              sx={{
                display: 'grid',
                gap: 2,
                gridTemplateColumns: { xs: 'minmax(0, 1fr)', md: 'repeat(2, minmax(0, 1fr))' },
                opacity: charts.isPlaceholderData ? 0.6 : 1,
              }}
            >
              <Box sx={{ gridColumn: '1 / -1' }}>
                <Section title={t('charts.byDay')}>
                  <BarChart
                    title={t('charts.byDay')}
                    bars={dayBars(data.days, lang)}
                    testId="chart-by-day"
                  />
                </Section>
              </Box>
              <Section title={t('charts.byService')}>
                <RankList label={t('charts.byService')} items={data.byService} />
              </Section>
              <Section title={t(`byAccount.${kind}`)}>
                <RankList label={t(`byAccount.${kind}`)} items={data.byAccount} />
              </Section>
              <Section title={t('charts.byHour')}>
                <BarChart
                  title={t('charts.byHour')}
                  height={200}
                  testId="chart-by-hour"
                  bars={data.byHour.map((h) => ({
                    key: String(h.hour),
                    axisLabel: String(h.hour),
                    label: `${String(h.hour).padStart(2, '0')}:00–${String(h.hour).padStart(2, '0')}:59`,
                    successful: h.requests - h.failed,
                    failed: h.failed,
                  }))}
                />
                <Box sx={{ mt: 1, color: 'text.secondary', typography: 'caption' }}>
                  {t('charts.byHourNote', {
                    count:
                      Math.round((Date.parse(data.to) - Date.parse(data.hourlyFrom)) / 86_400_000) +
                      1,
                    from: formatDay(data.hourlyFrom, lang),
                  })}
                </Box>
              </Section>
              <Section title={t('charts.errorRates')}>
                <RankList
                  label={t('charts.errorRates')}
                  items={[...data.byService].sort(
                    (a, b) => b.failed / (b.requests || 1) - a.failed / (a.requests || 1),
                  )}
                  errors
                />
              </Section>
            </Box>
          );
        }}
      </QueryState>
    </>
  );
}
