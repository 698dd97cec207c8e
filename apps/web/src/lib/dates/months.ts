import { addMonths, eachDayOfInterval, endOfMonth, getISODay, startOfMonth } from 'date-fns';
import { dateOf, isoDayOf, todayIso } from './days';

/** A calendar month; `month` is 1–12. */
export interface MonthRef {
  year: number;
  month: number;
}

/** The years the API accepts. */
export const MIN_YEAR = 2000;
export const MAX_YEAR = 2100;

const firstDate = ({ year, month }: MonthRef) => new Date(year, month - 1, 1);
const refOf = (date: Date): MonthRef => ({ year: date.getFullYear(), month: date.getMonth() + 1 });

/** The month a YYYY-MM-DD day belongs to. */
export const monthOf = (day: string): MonthRef => refOf(dateOf(day));

/** This month, as the user's clock says. */
export const currentMonth = (today = todayIso()): MonthRef => monthOf(today);

export const shiftMonth = (ref: MonthRef, delta: number): MonthRef =>
  refOf(addMonths(firstDate(ref), delta));

/** Negative when `a` is before `b`. */
export const compareMonths = (a: MonthRef, b: MonthRef) =>
  a.year === b.year ? a.month - b.month : a.year - b.year;

export const firstDayOf = (ref: MonthRef): string => isoDayOf(firstDate(ref));
export const lastDayOf = (ref: MonthRef): string => isoDayOf(endOfMonth(firstDate(ref)));

/**
 * The last day of the month `months` after this one, this one being the provider's (`todayIso`):
 * where a period «to the end of next month» ends.
 */
export const endOfMonthAhead = (months: number, today = todayIso()): string =>
  lastDayOf(shiftMonth(currentMonth(today), months));

/** Every day of a month, in order. */
export const daysOf = (ref: MonthRef): string[] =>
  eachDayOfInterval({ start: startOfMonth(firstDate(ref)), end: endOfMonth(firstDate(ref)) }).map(
    isoDayOf,
  );

/** A month's range of days: its first to its last, or to today for the current month. */
export function monthRange(ref: MonthRef, today = todayIso()) {
  const startDate = firstDayOf(ref);
  const last = lastDayOf(ref);
  return { startDate, endDate: last > today && startDate <= today ? today : last };
}

/** The month's days in weeks from Monday, the days of the months around it as nulls. */
export function weeksOf(ref: MonthRef): (string | null)[][] {
  const lead = getISODay(firstDate(ref)) - 1;
  const cells: (string | null)[] = [...Array<null>(lead).fill(null), ...daysOf(ref)];
  while (cells.length % 7) cells.push(null);
  return Array.from({ length: cells.length / 7 }, (_, w) => cells.slice(w * 7, w * 7 + 7));
}

/** `YYYY-MM`, as an address or a query key writes a month. */
export const monthKey = (ref: MonthRef): string => firstDayOf(ref).slice(0, 7);

/** The years a picker offers, newest first: this one and `back` before (and the chosen one). */
export function yearsToOffer(chosen?: number, now = currentMonth().year, back = 5): number[] {
  const first = Math.max(MIN_YEAR, Math.min(chosen ?? now, now - back));
  const last = Math.max(chosen ?? now, now);
  return Array.from({ length: last - first + 1 }, (_, i) => last - i);
}
