import { firstDayOf, lastDayOf, monthInText, monthLabel, type MonthRef } from '../../lib/dates';
import { formatDay, numberFormat } from '../../lib/format';

/**
 * A month for a text to name: `month` as a heading or a sentence's start says it («Октябрь 2026»),
 * `inText` as the middle of a sentence does («за октябрь 2026»); each language picks its form.
 */
export const monthWords = (ref: MonthRef, language: string) => ({
  month: monthLabel(ref, language),
  inText: monthInText(ref, language),
});

/** A document's period: «Октябрь 2026» for a whole month, else «01.10.2026 – 15.10.2026». */
export function periodText(
  document: { periodStart: string; periodEnd: string; year: number; month: number },
  language: string,
): string {
  const ref = { year: document.year, month: document.month };
  if (document.periodStart === firstDayOf(ref) && document.periodEnd === lastDayOf(ref))
    return monthLabel(ref, language);
  if (document.periodStart === document.periodEnd) return formatDay(document.periodStart, language);
  return `${formatDay(document.periodStart, language)} – ${formatDay(document.periodEnd, language)}`;
}

/** A file size in the user's locale: «12,3 КБ», "1.2 MB". */
export function formatSize(bytes: number, locale: string): string {
  const units = ['byte', 'kilobyte', 'megabyte', 'gigabyte'] as const;
  let value = bytes;
  let unit = 0;
  while (value >= 1024 && unit < units.length - 1) {
    value /= 1024;
    unit++;
  }
  return numberFormat(locale, {
    style: 'unit',
    unit: units[unit],
    unitDisplay: 'short',
    maximumFractionDigits: unit === 0 ? 0 : 1,
  }).format(value);
}
