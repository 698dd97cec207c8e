import type { Day, Locale, Month } from 'date-fns';
import { enUS, kk, ru } from 'date-fns/locale';
import { localeOf } from '../format/money';
import type { MonthRef } from './months';
import { dateTimeFormat } from '../format/intl';

// date-fns carries its own month names: not every browser's Intl knows Kazakh ones (Chromium's own
// ICU falls back to "M11").
const locales: Record<string, Locale> = { ru, kk, en: enUS };
const localeFor = (language: string) => locales[language] ?? ru;

const nameOf = (month: number, language: string) =>
  localeFor(language).localize.month((month - 1) as Month, {
    width: 'wide',
    context: 'standalone',
  });

/** A month's name as a heading says it: «Ноябрь», "November", «Қараша». */
export const monthName = (month: number, language: string): string => {
  const name = nameOf(month, language);
  return name.charAt(0).toUpperCase() + name.slice(1);
};

/** «Ноябрь 2026». */
export const monthLabel = (ref: MonthRef, language: string): string =>
  `${monthName(ref.month, language)} ${ref.year}`;

/** A month inside a sentence, as the language writes it there: «ноябрь 2026», "November 2026". */
export const monthInText = (ref: MonthRef, language: string): string =>
  `${nameOf(ref.month, language)} ${ref.year}`;

/**
 * A weekday's name, short («вт», "Tue", «сс») or long. Kazakh's comes from date-fns, as its months
 * do; the other languages' from Intl.
 */
export function weekdayName(date: Date, language: string, width: 'short' | 'long'): string {
  if (language === 'kk')
    return kk.localize.day(date.getDay() as Day, { width: width === 'long' ? 'wide' : 'short' });
  return dateTimeFormat(localeOf(language), { weekday: width }).format(date);
}
