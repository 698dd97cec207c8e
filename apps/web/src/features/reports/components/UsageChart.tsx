import { useEffect, useId, useState } from 'react';
import type { DailyUsageRow } from '@cabinet/contract';
import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useTheme } from '@mui/material/styles';
import { useTranslation } from 'react-i18next';
import { formatCount, todayIso } from '../../../lib/format';
import { dayInWords, daysOf, isWeekend, monthLabel, type MonthRef } from '../period';

/** Round steps for the value axis: 1, 2, 5 × 10ⁿ (2.5 × 10ⁿ from 25 up), never fractions. */
export function niceScale(max: number, tickCount: number): { top: number; step: number } {
  if (max <= 0) return { top: tickCount, step: 1 };
  const raw = max / tickCount;
  const magnitude = 10 ** Math.floor(Math.log10(raw));
  const normalized = raw / magnitude;
  const factor =
    normalized <= 1
      ? 1
      : normalized <= 2
        ? 2
        : normalized <= 2.5 && magnitude >= 10
          ? 2.5
          : normalized <= 5
            ? 5
            : 10;
  const step = Math.max(1, factor * magnitude);
  return { top: Math.ceil(max / step) * step, step };
}

/** The width of an element, followed as it changes. */
function useWidth() {
  const [node, setNode] = useState<HTMLElement | null>(null);
  const [width, setWidth] = useState(0);
  useEffect(() => {
    if (!node) return;
    setWidth(Math.floor(node.getBoundingClientRect().width));
    const observer = new ResizeObserver(([entry]) => {
      if (entry) setWidth(Math.floor(entry.contentRect.width));
    });
    observer.observe(node);
    return () => observer.disconnect();
  }, [node]);
  return [setNode, width] as const;
}

interface UsageChartProps {
  month: MonthRef;
  /** Days with usage; the others of the month are drawn as zero. */
  rows: DailyUsageRow[];
  /** A click on a day with requests (e.g. to open the register of that day). */
  onDayClick?: (day: string) => void;
}

/**
 * Requests per day of a month, successful and failed stacked. Drawn as plain SVG (a chart library
 * would weigh more than the whole report page); the table under it carries the same numbers for
 * screen readers and keyboards, so the drawing itself is one labelled image.
 */
export function UsageChart({ month, rows, onDayClick }: UsageChartProps) {
  const theme = useTheme();
  const { t, i18n } = useTranslation();
  const lang = i18n.language;
  const phone = useMediaQuery(theme.breakpoints.down('sm'));
  const [measure, width] = useWidth();
  const titleId = useId();
  const [hovered, setHovered] = useState<string>();

  const palette = (theme.vars ?? theme).palette;
  const colors = {
    successful: palette.primary.main,
    failed: palette.error.main,
    grid: palette.divider,
    text: palette.text.secondary,
    hover: palette.action.hover,
    weekend: palette.action.hover,
  };

  const byDay = new Map(rows.map((row) => [row.day, row]));
  const days = daysOf(month);
  const today = todayIso();
  const max = rows.reduce((m, row) => Math.max(m, row.requests), 0);
  const { top: yTop, step } = niceScale(max, phone ? 3 : 4);
  const ticks = Array.from({ length: Math.round(yTop / step) + 1 }, (_, i) => i * step);
  const tickLabels = ticks.map((value) => formatCount(value, lang));

  const height = phone ? 200 : 260;
  const margin = {
    top: 10,
    right: 4,
    bottom: 24,
    left: 10 + 7 * Math.max(...tickLabels.map((label) => label.length)),
  };
  const plotWidth = Math.max(0, width - margin.left - margin.right);
  const plotHeight = height - margin.top - margin.bottom;
  const band = plotWidth / days.length;
  const barWidth = Math.max(2, Math.min(22, band * 0.66));
  const y = (value: number) => margin.top + plotHeight - (value / yTop) * plotHeight;
  const labelEvery = band >= 26 ? 1 : band >= 13 ? 2 : 5;
  const showsLabel = (n: number) =>
    labelEvery === 5 ? n === 1 || n % 5 === 0 : (n - 1) % labelEvery === 0;

  const total = rows.reduce((sum, row) => sum + row.requests, 0);
  const failed = rows.reduce((sum, row) => sum + row.failed, 0);
  const summary = t('reports.chart.summary', {
    month: monthLabel(month, t),
    total: formatCount(total, lang),
    failed: formatCount(failed, lang),
  });

  return (
    <Box>
      <Stack
        direction="row"
        spacing={2}
        sx={{ mb: 1, flexWrap: 'wrap', alignItems: 'center' }}
        aria-hidden
      >
        {(['successful', 'failed'] as const).map((kind) => (
          <Stack key={kind} direction="row" spacing={0.75} sx={{ alignItems: 'center' }}>
            <Box
              sx={{ width: 12, height: 12, borderRadius: 0.5, bgcolor: colors[kind] }}
              component="span"
            />
            <Typography variant="body2" color="text.secondary" component="span">
              {t(`reports.fields.${kind}`)}
            </Typography>
          </Stack>
        ))}
      </Stack>
      <Box ref={measure} sx={{ height, width: '100%' }}>
        {width > 0 && (
          <svg
            width={width}
            height={height}
            role="img"
            aria-labelledby={titleId}
            style={{ display: 'block', fontFamily: 'inherit' }}
            data-testid="usage-chart"
          >
            <title id={titleId}>{summary}</title>
            {days.map((day, i) =>
              isWeekend(day) ? (
                <rect
                  key={`weekend-${day}`}
                  x={margin.left + i * band}
                  y={margin.top}
                  width={band}
                  height={plotHeight}
                  style={{ fill: colors.weekend, opacity: 0.5 }}
                />
              ) : null,
            )}
            {ticks.map((value, i) => (
              <g key={value}>
                <line
                  x1={margin.left}
                  x2={margin.left + plotWidth}
                  y1={y(value)}
                  y2={y(value)}
                  style={{ stroke: colors.grid }}
                  strokeDasharray={value === 0 ? undefined : '3 3'}
                />
                <text
                  x={margin.left - 8}
                  y={y(value)}
                  textAnchor="end"
                  dominantBaseline="middle"
                  style={{ fill: colors.text, fontSize: 11 }}
                >
                  {tickLabels[i]}
                </text>
              </g>
            ))}
            {days.map((day, i) => {
              const row = byDay.get(day);
              const n = i + 1;
              const x = margin.left + i * band + (band - barWidth) / 2;
              const successful = row?.successful ?? 0;
              const failedCount = row?.failed ?? 0;
              const future = day > today;
              const clickable = Boolean(onDayClick && row && row.requests > 0);
              return (
                <g key={day}>
                  {hovered === day && (
                    <rect
                      x={margin.left + i * band}
                      y={margin.top}
                      width={band}
                      height={plotHeight}
                      style={{ fill: colors.hover }}
                    />
                  )}
                  {successful > 0 && (
                    <rect
                      x={x}
                      y={y(successful)}
                      width={barWidth}
                      height={y(0) - y(successful)}
                      style={{ fill: colors.successful }}
                    />
                  )}
                  {failedCount > 0 && (
                    <rect
                      x={x}
                      y={y(successful + failedCount)}
                      width={barWidth}
                      height={Math.max(1, y(successful) - y(successful + failedCount))}
                      style={{ fill: colors.failed }}
                    />
                  )}
                  {showsLabel(n) && (
                    <text
                      x={margin.left + i * band + band / 2}
                      y={height - 6}
                      textAnchor="middle"
                      style={{
                        fill: colors.text,
                        fontSize: 11,
                        opacity: future ? 0.5 : 1,
                        fontWeight: day === today ? 700 : 400,
                      }}
                    >
                      {n}
                    </text>
                  )}
                  <Tooltip
                    arrow
                    placement="top"
                    title={
                      <Box sx={{ fontSize: 12, lineHeight: 1.5 }}>
                        <Box sx={{ fontWeight: 600 }}>{dayInWords(day, lang)}</Box>
                        {future ? (
                          t('reports.chart.future')
                        ) : (
                          <>
                            <div>
                              {t('reports.fields.requests')}:{' '}
                              {formatCount(row?.requests ?? 0, lang)}
                            </div>
                            <div>
                              {t('reports.fields.successful')}: {formatCount(successful, lang)}
                            </div>
                            <div>
                              {t('reports.fields.failed')}: {formatCount(failedCount, lang)}
                            </div>
                          </>
                        )}
                      </Box>
                    }
                  >
                    <rect
                      x={margin.left + i * band}
                      y={margin.top}
                      width={band}
                      height={plotHeight}
                      fill="transparent"
                      data-day={day}
                      style={{ cursor: clickable ? 'pointer' : 'default' }}
                      onMouseEnter={() => setHovered(day)}
                      onMouseLeave={() =>
                        setHovered((current) => (current === day ? undefined : current))
                      }
                      onClick={clickable ? () => onDayClick!(day) : undefined}
                    />
                  </Tooltip>
                </g>
              );
            })}
          </svg>
        )}
      </Box>
    </Box>
  );
}
