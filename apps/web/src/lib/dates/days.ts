import { isValid, isWeekend as isWeekendDate, lightFormat, parseISO } from 'date-fns';
import { dayInZone } from '../format/time-zone';

/**
 * Days are written YYYY-MM-DD (what date inputs and the API use) and mean the user's local
 * calendar day: they are read and written in the browser's time zone, never through UTC.
 */
export const isoDayOf = (date: Date): string => lightFormat(date, 'yyyy-MM-dd');

/** A YYYY-MM-DD day as a local midnight. */
export const dateOf = (day: string): Date => parseISO(day);

/** Today in the provider's time zone (the day the server's reports and filters call today). */
export const todayIso = (now = new Date()): string => dayInZone(now);

/** A real calendar day written as YYYY-MM-DD (not 2026-02-30). */
export function isIsoDay(value: string | null | undefined): value is string {
  return !!value && /^\d{4}-\d{2}-\d{2}$/.test(value) && isValid(parseISO(value));
}

export const isWeekend = (day: string): boolean => isWeekendDate(dateOf(day));
