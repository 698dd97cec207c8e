import { localeOf } from './money';

/** Today in the user's time zone as YYYY-MM-DD (what date inputs and the API use). */
export function todayIso(now = new Date()): string {
  const local = new Date(now.getTime() - now.getTimezoneOffset() * 60_000);
  return local.toISOString().slice(0, 10);
}

/** A calendar day (YYYY-MM-DD) in the user's locale, e.g. 15.01.2024 or 1/15/2024. */
export function formatDay(day: string | null | undefined, language: string): string {
  if (!day) return '';
  const [y, m, d] = day.slice(0, 10).split('-').map(Number);
  if (!y || !m || !d) return day;
  return new Intl.DateTimeFormat(localeOf(language), {
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    timeZone: 'UTC',
  }).format(new Date(Date.UTC(y, m - 1, d)));
}

/** A moment (ISO timestamp) in the user's locale and time zone. */
export function formatMoment(iso: string | null | undefined, language: string): string {
  if (!iso) return '';
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return iso;
  return new Intl.DateTimeFormat(localeOf(language), {
    dateStyle: 'short',
    timeStyle: 'short',
  }).format(date);
}

/** The day before a YYYY-MM-DD day. */
export function dayBefore(day: string): string {
  const [y, m, d] = day.split('-').map(Number);
  return new Date(Date.UTC(y!, m! - 1, d! - 1)).toISOString().slice(0, 10);
}
