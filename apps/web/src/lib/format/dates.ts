import { localeOf } from './money';
import { providerTimeZone } from './time-zone';
import { dateTimeFormat } from './intl';

/** A calendar day (YYYY-MM-DD) in the user's locale, e.g. 15.01.2024 or 1/15/2024. */
export function formatDay(day: string | null | undefined, language: string): string {
  if (!day) return '';
  const [y, m, d] = day.slice(0, 10).split('-').map(Number);
  if (!y || !m || !d) return day;
  return dateTimeFormat(localeOf(language), {
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    timeZone: 'UTC',
  }).format(new Date(Date.UTC(y, m - 1, d)));
}

/**
 * A moment (ISO timestamp) in the user's locale and the provider's time zone, its parts as
 * `parts` say; a text that is no moment comes back as it is.
 */
export function formatMomentAs(
  iso: string | null | undefined,
  language: string,
  parts: Omit<Intl.DateTimeFormatOptions, 'timeZone'>,
): string {
  if (!iso) return '';
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return iso;
  return dateTimeFormat(localeOf(language), {
    ...parts,
    timeZone: providerTimeZone(),
  }).format(date);
}

/** A moment (ISO timestamp) in the user's locale, in the provider's time zone. */
export const formatMoment = (iso: string | null | undefined, language: string): string =>
  formatMomentAs(iso, language, { dateStyle: 'short', timeStyle: 'short' });

/** The day of a moment (ISO timestamp) in the user's locale, in the provider's zone: «23.11.2026». */
export const formatMomentDay = (iso: string | null | undefined, language: string): string =>
  formatMomentAs(iso, language, { year: 'numeric', month: '2-digit', day: '2-digit' });
