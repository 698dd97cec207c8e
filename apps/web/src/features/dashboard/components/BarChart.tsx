import Box from '@mui/material/Box';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useTheme } from '@mui/material/styles';
import { BarChart as StackedBars } from '@mui/x-charts/BarChart';
import { useTranslation } from 'react-i18next';
import { formatCount } from '../../../lib/format';
import { VisuallyHidden } from '../../../lib/ui';

export interface Bar {
  key: string;
  /** Under the bar (may be shown for some bars only). */
  axisLabel: string;
  /** The bar's full name (tooltip and the table for screen readers). */
  label: string;
  successful: number;
  failed: number;
}

interface BarChartProps {
  title: string;
  bars: Bar[];
  height?: number;
  testId?: string;
}

/**
 * Stacked bars of successful and failed requests, named by a one-sentence summary; a hidden table
 * carries every value for screen readers.
 */
export function BarChart({ title, bars, height = 240, testId }: BarChartProps) {
  const theme = useTheme();
  const phone = useMediaQuery(theme.breakpoints.down('sm'));
  const { t, i18n } = useTranslation('dashboard');
  const lang = i18n.language;
  const palette = (theme.vars ?? theme).palette;
  const count = (value: number | null) => formatCount(value ?? 0, lang);

  const total = bars.reduce((sum, bar) => sum + bar.successful + bar.failed, 0);
  const failed = bars.reduce((sum, bar) => sum + bar.failed, 0);
  const labelOf = new Map(bars.map((bar) => [bar.key, bar]));
  // About one label per 24 px of a 360 px phone or a 720 px desktop plot.
  const labelEvery = Math.max(1, Math.ceil(bars.length / (phone ? 15 : 30)));

  const summary = t('chartSummary', {
    title,
    total: formatCount(total, lang),
    failed: formatCount(failed, lang),
  });

  // One image named by its summary: x-charts names its drawing with role="none", which hides it.
  return (
    <Box data-testid={testId}>
      <Box role="img" aria-label={summary}>
        <StackedBars
          height={phone ? Math.min(200, height) : height}
          skipAnimation
          margin={{ left: 0, right: 8, top: 8, bottom: 0 }}
          grid={{ horizontal: true }}
          xAxis={[
            {
              scaleType: 'band',
              data: bars.map((bar) => bar.key),
              categoryGapRatio: 0.3,
              valueFormatter: (key: string, context) =>
                (context.location === 'tick'
                  ? labelOf.get(key)?.axisLabel
                  : labelOf.get(key)?.label) ?? key,
              tickLabelInterval: (_key: string, index: number) => index % labelEvery === 0,
            },
          ]}
          yAxis={[{ valueFormatter: (value: number) => formatCount(value, lang), tickMinStep: 1 }]}
          series={[
            {
              id: 'successful',
              data: bars.map((bar) => bar.successful),
              stack: 'requests',
              label: t('successful'),
              color: palette.primary.main,
              valueFormatter: count,
            },
            {
              id: 'failed',
              data: bars.map((bar) => bar.failed),
              stack: 'requests',
              label: t('failed'),
              color: palette.error.main,
              valueFormatter: count,
            },
          ]}
        />
      </Box>
      <VisuallyHidden>
        <table>
          <caption>{title}</caption>
          <thead>
            <tr>
              <th scope="col">{title}</th>
              <th scope="col">{t('successful')}</th>
              <th scope="col">{t('failed')}</th>
            </tr>
          </thead>
          <tbody>
            {bars.map((bar) => (
              <tr key={bar.key} data-bar={bar.key}>
                <th scope="row">{bar.label}</th>
                <td>{formatCount(bar.successful, lang)}</td>
                <td>{formatCount(bar.failed, lang)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </VisuallyHidden>
    </Box>
  );
}
