import type { DailyUsageRow } from '@cabinet/contract';
import Box from '@mui/material/Box';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useTheme } from '@mui/material/styles';
import { BarChart } from '@mui/x-charts/BarChart';
import { useDrawingArea, useXScale } from '@mui/x-charts/hooks';
import { useTranslation } from 'react-i18next';
import { daysOf, isWeekend, monthLabel, todayIso, type MonthRef } from '../../../lib/dates';
import { formatCount } from '../../../lib/format';
import { dayInWords } from '../format';

interface UsageChartProps {
  month: MonthRef;
  /** Days with usage; the others of the month are drawn as zero. */
  rows: DailyUsageRow[];
  /** A click on a day with requests (e.g. to open the register of that day). */
  onDayClick?: (day: string) => void;
}

/** Weekends shaded behind the bars of a month. */
function WeekendShading({ days }: { days: string[] }) {
  const theme = useTheme();
  const x = useXScale<'band'>();
  const { top, height } = useDrawingArea();
  return (
    <g pointerEvents="none">
      {days.filter(isWeekend).map((day) => (
        <rect
          key={day}
          x={x(day)}
          y={top}
          width={x.bandwidth()}
          height={height}
          style={{ fill: (theme.vars ?? theme).palette.action.hover }}
        />
      ))}
    </g>
  );
}

/**
 * Requests per day of a month, successful and failed stacked, weekends shaded. The table under it
 * carries the same numbers for screen readers and keyboards; the drawing is named by its summary.
 */
export function UsageChart({ month, rows, onDayClick }: UsageChartProps) {
  const theme = useTheme();
  const phone = useMediaQuery(theme.breakpoints.down('sm'));
  const { t, i18n } = useTranslation('usage');
  const lang = i18n.language;
  const palette = (theme.vars ?? theme).palette;

  const byDay = new Map(rows.map((row) => [row.day, row]));
  const days = daysOf(month);
  const today = todayIso();
  // Days to come have no bars, nor zeros in the tooltip.
  const valuesOf = (field: 'successful' | 'failed') =>
    days.map((day) => (day > today ? null : (byDay.get(day)?.[field] ?? 0)));
  const count = (value: number | null) => (value === null ? '' : formatCount(value, lang));
  const total = rows.reduce((sum, row) => sum + row.requests, 0);
  const failed = rows.reduce((sum, row) => sum + row.failed, 0);
  // Day numbers under the axis: odd days, or on a phone the 1st and every 5th.
  const labelled = (n: number) => (phone ? n === 1 || n % 5 === 0 : n % 2 === 1);

  const summary = t('chart.summary', {
    month: monthLabel(month, lang),
    total: formatCount(total, lang),
    failed: formatCount(failed, lang),
  });

  // One image named by its summary: x-charts names its drawing with role="none", which hides it.
  return (
    <Box role="img" aria-label={summary} data-testid="usage-chart">
      <BarChart
        height={phone ? 220 : 280}
        skipAnimation
        margin={{ left: 0, right: 8, top: 8, bottom: 0 }}
        grid={{ horizontal: true }}
        xAxis={[
          {
            scaleType: 'band',
            data: days,
            categoryGapRatio: 0.34,
            valueFormatter: (day: string, context) =>
              context.location === 'tick' ? String(Number(day.slice(8))) : dayInWords(day, lang),
            tickLabelInterval: (_day: string, index: number) => labelled(index + 1),
          },
        ]}
        yAxis={[{ valueFormatter: (value: number) => formatCount(value, lang), tickMinStep: 1 }]}
        series={[
          {
            id: 'successful',
            data: valuesOf('successful'),
            stack: 'requests',
            label: t('fields.successful'),
            color: palette.primary.main,
            valueFormatter: count,
          },
          {
            id: 'failed',
            data: valuesOf('failed'),
            stack: 'requests',
            label: t('fields.failed'),
            color: palette.error.main,
            valueFormatter: count,
          },
        ]}
        onAxisClick={(_event, data) => {
          const day = data ? days[data.dataIndex] : undefined;
          if (day && onDayClick && (byDay.get(day)?.requests ?? 0) > 0) onDayClick(day);
        }}
      >
        <WeekendShading days={days} />
      </BarChart>
    </Box>
  );
}
