import { useId, useRef, useState, type ReactElement, type ReactNode, type SVGProps } from 'react';
import Box from '@mui/material/Box';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useTheme } from '@mui/material/styles';
import { useTranslation } from 'react-i18next';
import { formatCount } from '../format';
import { niceScale } from './scale';
import { useWidth } from './use-width';

export interface StackedBar {
  key: string;
  successful: number;
  failed: number;
  /** Drawn paler (e.g. a day not over yet). */
  muted?: boolean;
}

export interface AxisLabel {
  text: string;
  faded?: boolean;
  strong?: boolean;
}

type HitProps = SVGProps<SVGRectElement> & { [data: `data-${string}`]: string };

interface StackedBarChartProps<B extends StackedBar> {
  bars: B[];
  /** The drawing's accessible name: what it shows, in one sentence. */
  summary: string;
  height: number;
  phoneHeight: number;
  padding: { top: number; bottom: number };
  bar: { maxWidth: number; ratio: number };
  /** Allow 2.5 × 10ⁿ value steps. */
  quarterSteps?: boolean;
  /** The label under the bar at `index`, or null for none (`band` is a bar's slot width). */
  axisLabel: (index: number, band: number) => AxisLabel | null;
  /** Shade the whole slot of a bar (e.g. weekends). */
  shaded?: (index: number) => boolean;
  colors?: { successful?: string; failed?: string };
  onActiveChange?: (bar: B | undefined) => void;
  /** More props of a bar's hover area (data attributes, a click). */
  hitProps?: (index: number) => HitProps;
  /** Wraps a bar's hover area (e.g. in a tooltip). */
  wrapHit?: (index: number, hit: ReactElement) => ReactNode;
  testId?: string;
}

/**
 * Bars of successful requests with failed ones stacked on top, over a value axis with grid lines,
 * drawn as plain SVG (a chart library would weigh more than the pages using it). The drawing is one
 * image named by `summary`; the pages give the same numbers as text for screen readers.
 */
export function StackedBarChart<B extends StackedBar>({
  bars,
  summary,
  height: desktopHeight,
  phoneHeight,
  padding,
  bar: barSize,
  quarterSteps = false,
  axisLabel,
  shaded,
  colors,
  onActiveChange,
  hitProps,
  wrapHit = (_, hit) => hit,
  testId,
}: StackedBarChartProps<B>) {
  const theme = useTheme();
  const { i18n } = useTranslation();
  const phone = useMediaQuery(theme.breakpoints.down('sm'));
  const [measure, width] = useWidth();
  const titleId = useId();
  const [active, setActive] = useState<string>();
  // Read by the leave handler: the pointer may enter the next bar before React re-renders.
  const activeKey = useRef<string>(undefined);
  const palette = (theme.vars ?? theme).palette;
  const fill = {
    successful: colors?.successful ?? palette.primary.main,
    failed: colors?.failed ?? palette.error.main,
    grid: palette.divider,
    text: palette.text.secondary,
    hover: palette.action.hover,
  };

  const max = bars.reduce((m, bar) => Math.max(m, bar.successful + bar.failed), 0);
  const { top, step } = niceScale(max, phone ? 3 : 4, { quarters: quarterSteps });
  const ticks = Array.from({ length: Math.round(top / step) + 1 }, (_, i) => i * step);
  const tickLabels = ticks.map((value) => formatCount(value, i18n.language));
  const height = phone ? phoneHeight : desktopHeight;
  const margin = {
    ...padding,
    right: 4,
    left: 10 + 7 * Math.max(...tickLabels.map((label) => label.length)),
  };
  const plotWidth = Math.max(0, width - margin.left - margin.right);
  const plotHeight = height - margin.top - margin.bottom;
  const band = bars.length ? plotWidth / bars.length : 0;
  const barWidth = Math.max(2, Math.min(barSize.maxWidth, band * barSize.ratio));
  const y = (value: number) => margin.top + plotHeight - (value / top) * plotHeight;
  const slot = (i: number) => ({
    x: margin.left + i * band,
    y: margin.top,
    width: band,
    height: plotHeight,
  });
  const activate = (next: B | undefined) => {
    activeKey.current = next?.key;
    setActive(next?.key);
    onActiveChange?.(next);
  };

  return (
    <Box ref={measure} sx={{ height, width: '100%' }}>
      {width > 0 && (
        <svg
          width={width}
          height={height}
          role="img"
          aria-labelledby={titleId}
          style={{ display: 'block', fontFamily: 'inherit' }}
          data-testid={testId}
        >
          <title id={titleId}>{summary}</title>
          {shaded &&
            bars.map((bar, i) =>
              shaded(i) ? (
                <rect
                  key={`shade-${bar.key}`}
                  {...slot(i)}
                  style={{ fill: fill.hover, opacity: 0.5 }}
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
                style={{ stroke: fill.grid }}
                strokeDasharray={value === 0 ? undefined : '3 3'}
              />
              <text
                x={margin.left - 8}
                y={y(value)}
                textAnchor="end"
                dominantBaseline="middle"
                style={{ fill: fill.text, fontSize: 11 }}
              >
                {tickLabels[i]}
              </text>
            </g>
          ))}
          {bars.map((bar, i) => {
            const x = margin.left + i * band + (band - barWidth) / 2;
            const sum = bar.successful + bar.failed;
            const label = axisLabel(i, band);
            return (
              <g key={bar.key}>
                {active === bar.key && <rect {...slot(i)} style={{ fill: fill.hover }} />}
                {bar.successful > 0 && (
                  <rect
                    x={x}
                    y={y(bar.successful)}
                    width={barWidth}
                    height={y(0) - y(bar.successful)}
                    style={{ fill: fill.successful, opacity: bar.muted ? 0.5 : 1 }}
                  />
                )}
                {bar.failed > 0 && (
                  <rect
                    x={x}
                    y={y(sum)}
                    width={barWidth}
                    height={Math.max(1, y(bar.successful) - y(sum))}
                    style={{ fill: fill.failed }}
                  />
                )}
                {label && (
                  <text
                    x={margin.left + i * band + band / 2}
                    y={height - 6}
                    textAnchor="middle"
                    style={{
                      fill: fill.text,
                      fontSize: 11,
                      opacity: label.faded ? 0.5 : 1,
                      fontWeight: label.strong ? 700 : 400,
                    }}
                  >
                    {label.text}
                  </text>
                )}
                {wrapHit(
                  i,
                  <rect
                    {...slot(i)}
                    fill="transparent"
                    {...hitProps?.(i)}
                    onMouseEnter={() => activate(bar)}
                    onMouseLeave={() => {
                      if (activeKey.current === bar.key) activate(undefined);
                    }}
                  />,
                )}
              </g>
            );
          })}
        </svg>
      )}
    </Box>
  );
}
