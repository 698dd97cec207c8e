import type { TFunction } from 'i18next';
import { formatDay, localeOf, todayIso } from '../../lib/format';

/** Calendar arithmetic of the report screens. Days are YYYY-MM-DD, months 1–12. */

export interface MonthRef {
  year: number;
  month: number;
}

/** The years the API accepts. */
export const MIN_YEAR = 2000;
export const MAX_YEAR = 2100;
/** The longest register range the API answers (days between its ends). */
export const MAX_RANGE_DAYS = 366;

const pad = (n: number) => String(n).padStart(2, '0');

export const isoDay = (year: number, month: number, day: number) =>
  `${year}-${pad(month)}-${pad(day)}`;

export const daysInMonth = ({ year, month }: MonthRef) =>
  new Date(Date.UTC(year, month, 0)).getUTCDate();

/** The month a day belongs to. */
export const monthOf = (day: string): MonthRef => ({
  year: Number(day.slice(0, 4)),
  month: Number(day.slice(5, 7)),
});

/** This month, as the user's clock says. */
export const currentMonth = (today = todayIso()): MonthRef => monthOf(today);

export const sameMonth = (a: MonthRef, b: MonthRef) => a.year === b.year && a.month === b.month;

/** Negative when `a` is before `b`. */
export const compareMonths = (a: MonthRef, b: MonthRef) =>
  a.year === b.year ? a.month - b.month : a.year - b.year;

export function shiftMonth({ year, month }: MonthRef, delta: number): MonthRef {
  const index = year * 12 + (month - 1) + delta;
  return { year: Math.floor(index / 12), month: (index % 12) + 1 };
}

/** Every day of a month, in order. */
export const daysOf = (ref: MonthRef): string[] =>
  Array.from({ length: daysInMonth(ref) }, (_, i) => isoDay(ref.year, ref.month, i + 1));

/** The register range of a month: its first day to its last, or to today for the current month. */
export function monthRange(ref: MonthRef, today = todayIso()) {
  const startDate = isoDay(ref.year, ref.month, 1);
  const last = isoDay(ref.year, ref.month, daysInMonth(ref));
  return { startDate, endDate: last > today && startDate <= today ? today : last };
}

/** A real calendar day written as YYYY-MM-DD. */
export function isIsoDay(value: string | null | undefined): value is string {
  if (!value || !/^\d{4}-\d{2}-\d{2}$/.test(value)) return false;
  const [y, m, d] = value.split('-').map(Number) as [number, number, number];
  const date = new Date(Date.UTC(y, m - 1, d));
  return date.getUTCFullYear() === y && date.getUTCMonth() === m - 1 && date.getUTCDate() === d;
}

export const daysBetween = (from: string, to: string) =>
  Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / 86_400_000);

export type RangeProblem = 'startInvalid' | 'endInvalid' | 'reversed' | 'tooLong';

/** What is wrong with a register range, if anything (the API's rules, checked before asking). */
export function rangeProblem(startDate: string, endDate: string): RangeProblem | undefined {
  if (!isIsoDay(startDate)) return 'startInvalid';
  if (!isIsoDay(endDate)) return 'endInvalid';
  if (endDate < startDate) return 'reversed';
  if (daysBetween(startDate, endDate) > MAX_RANGE_DAYS) return 'tooLong';
  return undefined;
}

const intOf = (value: string | null, min: number, max: number) => {
  if (!value || !/^\d{1,4}$/.test(value)) return undefined;
  const n = Number(value);
  return n >= min && n <= max ? n : undefined;
};

/** The month of `?month=&year=`, or undefined when the address holds none (or a broken one). */
export function monthFromParams(params: URLSearchParams): MonthRef | undefined {
  const month = intOf(params.get('month'), 1, 12);
  const year = intOf(params.get('year'), MIN_YEAR, MAX_YEAR);
  return month && year ? { year, month } : undefined;
}

/**
 * The month's name as a heading says it («Ноябрь», "November", «Қараша»), from the texts: not every
 * browser's Intl knows Kazakh month names (Chromium's own ICU falls back to "M11").
 */
export const monthName = (month: number, t: TFunction) => t(`months.m${month}`);

/** «Ноябрь 2026». */
export const monthLabel = (ref: MonthRef, t: TFunction) => `${monthName(ref.month, t)} ${ref.year}`;

/** A day with its weekday, short: «пн, 03.11» / "Mon, 11/03". */
export function dayWithWeekday(day: string, language: string): { date: string; weekday: string } {
  const [y, m, d] = day.split('-').map(Number) as [number, number, number];
  const date = new Date(Date.UTC(y, m - 1, d));
  const locale = localeOf(language);
  return {
    date: new Intl.DateTimeFormat(locale, {
      day: '2-digit',
      month: '2-digit',
      timeZone: 'UTC',
    }).format(date),
    weekday: new Intl.DateTimeFormat(locale, { weekday: 'short', timeZone: 'UTC' }).format(date),
  };
}

/** A day for a tooltip: «14.10.2026, среда». */
export function dayInWords(day: string, language: string): string {
  const [y, m, d] = day.split('-').map(Number) as [number, number, number];
  const weekday = new Intl.DateTimeFormat(localeOf(language), {
    weekday: 'long',
    timeZone: 'UTC',
  }).format(new Date(Date.UTC(y, m - 1, d)));
  return `${formatDay(day, language)}, ${weekday}`;
}

export const isWeekend = (day: string) => {
  const [y, m, d] = day.split('-').map(Number) as [number, number, number];
  const weekday = new Date(Date.UTC(y, m - 1, d)).getUTCDay();
  return weekday === 0 || weekday === 6;
};
