import type { DailyUsageRow } from '@cabinet/contract';
import Box from '@mui/material/Box';
import Tooltip from '@mui/material/Tooltip';
import { useTheme } from '@mui/material/styles';
import { useTranslation } from 'react-i18next';
import { ChartLegend, niceScale as chartScale, StackedBarChart } from '../../../lib/chart';
import { formatCount, todayIso } from '../../../lib/format';
import { dayInWords, daysOf, isWeekend, monthLabel, type MonthRef } from '../period';

/** The reports' value axis: round steps, 2.5 × 10ⁿ allowed. */
export function niceScale(max: number, tickCount: number) {
  return chartScale(max, tickCount, { quarters: true });
}

interface UsageChartProps {
  month: MonthRef;
  /** Days with usage; the others of the month are drawn as zero. */
  rows: DailyUsageRow[];
  /** A click on a day with requests (e.g. to open the register of that day). */
  onDayClick?: (day: string) => void;
}

/**
 * Requests per day of a month, successful and failed stacked, weekends shaded. The table under it
 * carries the same numbers for screen readers and keyboards, so the drawing itself is one image.
 */
export function UsageChart({ month, rows, onDayClick }: UsageChartProps) {
  const theme = useTheme();
  const { t, i18n } = useTranslation('reports');
  const lang = i18n.language;
  const palette = (theme.vars ?? theme).palette;

  const byDay = new Map(rows.map((row) => [row.day, row]));
  const days = daysOf(month);
  const today = todayIso();
  const bars = days.map((day) => ({
    key: day,
    successful: byDay.get(day)?.successful ?? 0,
    failed: byDay.get(day)?.failed ?? 0,
  }));
  const clickable = (day: string) => Boolean(onDayClick && (byDay.get(day)?.requests ?? 0) > 0);
  const showsLabel = (n: number, band: number) => {
    const every = band >= 26 ? 1 : band >= 13 ? 2 : 5;
    return every === 5 ? n === 1 || n % 5 === 0 : (n - 1) % every === 0;
  };

  const total = rows.reduce((sum, row) => sum + row.requests, 0);
  const failed = rows.reduce((sum, row) => sum + row.failed, 0);

  const dayTooltip = (day: string) => {
    const row = byDay.get(day);
    return (
      <Box sx={{ fontSize: 12, lineHeight: 1.5 }}>
        <Box sx={{ fontWeight: 600 }}>{dayInWords(day, lang)}</Box>
        {day > today ? (
          t('chart.future')
        ) : (
          <>
            <div>
              {t('fields.requests')}: {formatCount(row?.requests ?? 0, lang)}
            </div>
            <div>
              {t('fields.successful')}: {formatCount(row?.successful ?? 0, lang)}
            </div>
            <div>
              {t('fields.failed')}: {formatCount(row?.failed ?? 0, lang)}
            </div>
          </>
        )}
      </Box>
    );
  };

  return (
    <Box>
      <ChartLegend
        items={[
          { label: t('fields.successful'), color: palette.primary.main },
          { label: t('fields.failed'), color: palette.error.main },
        ]}
      />
      <StackedBarChart
        bars={bars}
        summary={t('chart.summary', {
          month: monthLabel(month, t),
          total: formatCount(total, lang),
          failed: formatCount(failed, lang),
        })}
        height={260}
        phoneHeight={200}
        padding={{ top: 10, bottom: 24 }}
        bar={{ maxWidth: 22, ratio: 0.66 }}
        quarterSteps
        axisLabel={(i, band) =>
          showsLabel(i + 1, band)
            ? { text: String(i + 1), faded: days[i]! > today, strong: days[i] === today }
            : null
        }
        shaded={(i) => isWeekend(days[i]!)}
        hitProps={(i) => ({
          'data-day': days[i]!,
          style: { cursor: clickable(days[i]!) ? 'pointer' : 'default' },
          onClick: clickable(days[i]!) ? () => onDayClick!(days[i]!) : undefined,
        })}
        wrapHit={(i, hit) => (
          <Tooltip arrow placement="top" title={dayTooltip(days[i]!)}>
            {hit}
          </Tooltip>
        )}
        testId="usage-chart"
      />
    </Box>
  );
}
