import type { DayCounts } from '@cabinet/contract';
import { formatDay, localeOf, numberFormat } from '../../lib/format';
import type { Bar } from './components/BarChart';

export const percent = (share: number, language: string) =>
  numberFormat(localeOf(language), { style: 'percent', maximumFractionDigits: 1 }).format(share);

/** Bars of days: the day of the month under each, the full date in its description. */
export const dayBars = (days: DayCounts[], language: string): Bar[] =>
  days.map((d) => ({
    key: d.day,
    axisLabel: String(Number(d.day.slice(8, 10))),
    label: formatDay(d.day, language),
    successful: d.successful,
    failed: d.failed,
  }));
