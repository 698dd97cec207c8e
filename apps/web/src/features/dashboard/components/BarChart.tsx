import { useState } from 'react';
import Box from '@mui/material/Box';
import { useTheme } from '@mui/material/styles';
import { useTranslation } from 'react-i18next';
import { ChartLegend, StackedBarChart } from '../../../lib/chart';
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
  muted?: boolean;
}

interface BarChartProps {
  title: string;
  bars: Bar[];
  height?: number;
  testId?: string;
}

/**
 * Stacked bars of successful and failed requests. The drawing is one labelled image; a hidden table
 * carries every value for screen readers, and the bar under the pointer is described in text.
 */
export function BarChart({ title, bars, height = 240, testId }: BarChartProps) {
  const theme = useTheme();
  const { t, i18n } = useTranslation('dashboard');
  const lang = i18n.language;
  const [active, setActive] = useState<Bar>();
  const palette = (theme.vars ?? theme).palette;

  const total = bars.reduce((sum, bar) => sum + bar.successful + bar.failed, 0);
  const failed = bars.reduce((sum, bar) => sum + bar.failed, 0);
  const describe = (bar: Bar) =>
    t('dayTooltip', {
      day: bar.label,
      requests: formatCount(bar.successful + bar.failed, lang),
      failed: formatCount(bar.failed, lang),
    });

  return (
    <Box data-testid={testId}>
      <ChartLegend
        items={[
          { label: t('successful'), color: palette.primary.main },
          { label: t('failed'), color: palette.error.main },
        ]}
        status={active ? describe(active) : ''}
      />
      <StackedBarChart
        bars={bars}
        summary={t('chartSummary', {
          title,
          total: formatCount(total, lang),
          failed: formatCount(failed, lang),
        })}
        height={height}
        phoneHeight={Math.min(200, height)}
        padding={{ top: 8, bottom: 22 }}
        bar={{ maxWidth: 28, ratio: 0.7 }}
        axisLabel={(i, band) =>
          i % Math.max(1, Math.ceil(24 / Math.max(band, 1))) === 0
            ? { text: bars[i]!.axisLabel }
            : null
        }
        onActiveChange={setActive}
        hitProps={(i) => ({ 'data-bar': bars[i]!.key })}
      />
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
              <tr key={bar.key}>
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
