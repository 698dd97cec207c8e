import type { DailyUsageRow } from '@cabinet/contract';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { UsageChart } from '../UsageChart';

/** The month's chart by day; a day's bar opens its register where allowed. */
export function DailyChart({
  month,
  rows,
  faded,
  onDayClick,
}: {
  month: { year: number; month: number };
  rows: DailyUsageRow[];
  faded: boolean;
  onDayClick: ((day: string) => void) | undefined;
}) {
  const { t } = useTranslation('usage');
  return (
    <Paper
      variant="outlined"
      component="section"
      aria-labelledby="daily-chart-title"
      sx={{ p: { xs: 1.5, sm: 2 }, mb: 3, opacity: faded ? 0.6 : 1 }}
    >
      <Typography variant="h6" component="h2" id="daily-chart-title" sx={{ mb: 1 }}>
        {t('chart.title')}
      </Typography>
      <UsageChart month={month} rows={rows} onDayClick={onDayClick} />
    </Paper>
  );
}
