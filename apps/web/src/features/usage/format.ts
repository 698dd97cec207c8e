import { dateOf, weekdayName } from '../../lib/dates';
import {
  dateTimeFormat,
  formatDay,
  formatMomentAs,
  localeOf,
  numberFormat,
} from '../../lib/format';

/** A day with its weekday, short: «пн, 03.11» / "Mon, 11/03". */
export function dayWithWeekday(day: string, language: string): { date: string; weekday: string } {
  const locale = localeOf(language);
  return {
    date: dateTimeFormat(locale, { day: '2-digit', month: '2-digit' }).format(dateOf(day)),
    weekday: weekdayName(dateOf(day), language, 'short'),
  };
}

/** A day for a tooltip: «14.10.2026, среда». */
export function dayInWords(day: string, language: string): string {
  return `${formatDay(day, language)}, ${weekdayName(dateOf(day), language, 'long')}`;
}

/** A share as a percentage with one decimal: «95,7 %». Empty when there is nothing to share. */
export function formatShare(part: number, whole: number, language: string): string {
  if (whole <= 0) return '';
  return numberFormat(localeOf(language), {
    style: 'percent',
    minimumFractionDigits: 1,
    maximumFractionDigits: 1,
  }).format(part / whole);
}

/** A duration in milliseconds as the locale writes it: «125 мс», "1,250 ms". */
export function formatDuration(ms: number, language: string): string {
  return numberFormat(localeOf(language), {
    style: 'unit',
    unit: 'millisecond',
    unitDisplay: 'short',
    maximumFractionDigits: 0,
  }).format(ms);
}

/** A moment with seconds, in the user's locale and the provider's zone: «03.11.2026, 14:05:09». */
export const formatMomentWithSeconds = (iso: string, language: string): string =>
  formatMomentAs(iso, language, { dateStyle: 'short', timeStyle: 'medium' });

/** One currency for a set of rows (they all share one in practice), KZT when there are none. */
export const currencyOf = (rows: { currency: string }[]) => rows[0]?.currency ?? 'KZT';

export interface PayloadView {
  /** The text to show: JSON re-indented, anything else as it came. */
  text: string;
  json: boolean;
}

/** A stored request or response body, pretty-printed when it is JSON. */
export function prettyPayload(payload: string): PayloadView {
  const trimmed = payload.trim();
  if (!trimmed) return { text: '', json: false };
  if (trimmed.startsWith('{') || trimmed.startsWith('[')) {
    try {
      return { text: JSON.stringify(JSON.parse(trimmed), null, 2), json: true };
    } catch {
      // not JSON after all: shown as it is
    }
  }
  return { text: payload, json: false };
}

export type JsonToken = { text: string; kind?: 'key' | 'string' | 'number' | 'literal' };

/** Splits pretty-printed JSON into pieces to colour: keys, strings, numbers, true/false/null. */
export function jsonTokens(text: string): JsonToken[] {
  const tokens: JsonToken[] = [];
  const pattern =
    /("(?:\\.|[^"\\])*")(\s*:)?|(-?\d+(?:\.\d+)?(?:[eE][+-]?\d+)?)|\b(true|false|null)\b/g;
  let last = 0;
  for (const match of text.matchAll(pattern)) {
    const index = match.index;
    if (index > last) tokens.push({ text: text.slice(last, index) });
    if (match[1] !== undefined) {
      tokens.push({ text: match[1], kind: match[2] ? 'key' : 'string' });
      if (match[2]) tokens.push({ text: match[2] });
    } else if (match[3] !== undefined) {
      tokens.push({ text: match[3], kind: 'number' });
    } else {
      tokens.push({ text: match[0], kind: 'literal' });
    }
    last = index + match[0].length;
  }
  if (last < text.length) tokens.push({ text: text.slice(last) });
  return tokens;
}
