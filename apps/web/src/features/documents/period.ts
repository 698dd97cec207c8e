import type { TFunction } from 'i18next';
import { formatDay, todayIso } from '../../lib/format';

export interface MonthRef {
  year: number;
  month: number;
}

export const MIN_YEAR = 2000;
export const MAX_YEAR = 2100;

/** This month, as the user's clock says. */
export const currentMonth = (today = todayIso()): MonthRef => ({
  year: Number(today.slice(0, 4)),
  month: Number(today.slice(5, 7)),
});

export function shiftMonth({ year, month }: MonthRef, delta: number): MonthRef {
  const index = year * 12 + (month - 1) + delta;
  return { year: Math.floor(index / 12), month: (index % 12) + 1 };
}

/** The month's name from the texts (Chromium's Intl has no Kazakh month names). */
export const monthName = (month: number, t: TFunction) => t(`months.m${month}`);

/** «Ноябрь 2026». */
export const monthText = (ref: MonthRef, t: TFunction) => `${monthName(ref.month, t)} ${ref.year}`;

const intIn = (value: string | null, min: number, max: number) => {
  if (!value || !/^\d{1,4}$/.test(value)) return undefined;
  const n = Number(value);
  return n >= min && n <= max ? n : undefined;
};

/** `?year=&month=` of the address: each may be absent ("all"). */
export function periodFromParams(params: URLSearchParams): { year?: number; month?: number } {
  return {
    year: intIn(params.get('year'), MIN_YEAR, MAX_YEAR),
    month: intIn(params.get('month'), 1, 12),
  };
}

/** The years a picker offers: this one and a few before (and the chosen one if older). */
export function yearsToOffer(chosen?: number, back = 5, now = currentMonth().year): number[] {
  const first = Math.max(MIN_YEAR, Math.min(chosen ?? now, now - back));
  const last = Math.max(chosen ?? now, now);
  return Array.from({ length: last - first + 1 }, (_, i) => last - i);
}

const lastDayOf = ({ year, month }: MonthRef) =>
  `${year}-${String(month).padStart(2, '0')}-${String(new Date(Date.UTC(year, month, 0)).getUTCDate()).padStart(2, '0')}`;

/** A document's period: «Октябрь 2026» for a whole month, else «01.10.2026 – 15.10.2026». */
export function periodText(
  document: { periodStart: string; periodEnd: string; year: number; month: number },
  t: TFunction,
  language: string,
): string {
  const ref = { year: document.year, month: document.month };
  const first = `${lastDayOf(ref).slice(0, 8)}01`;
  if (document.periodStart === first && document.periodEnd === lastDayOf(ref))
    return monthText(ref, t);
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
  return new Intl.NumberFormat(locale, {
    style: 'unit',
    unit: units[unit],
    unitDisplay: 'short',
    maximumFractionDigits: unit === 0 ? 0 : 1,
  }).format(value);
}
