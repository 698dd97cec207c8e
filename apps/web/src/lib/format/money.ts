/** Money is held as integer minor units (tiyn for KZT, cents…); never as a binary fraction. */
import { numberFormat } from './intl';

const MAX_MINOR = 1_000_000_000_000;

/** A day whose month Kazakh names in Cyrillic (Қараша), and any other locale otherwise. */
const PROBE_DAY = new Date(Date.UTC(2026, 10, 15));

/** What the formatting probe below found, once: a page's locale data does not change. */
let writesKazakh: boolean | undefined;

/**
 * Whether this browser carries Kazakh locale data. One without it formats `kk` as English
 * (`2,038`, `₸ 190,700.00`); Debian's Chromium claims `kk` yet formats it with the root locale's
 * data (`1,234.5`, `2026 M11`). Kazakh writes numbers, money and dates as Russian does (`2 038`,
 * `190 700,00 ₸`, `24.11.2026`), so Russian formats stand in for it then.
 */
const knowsKazakh = () =>
  Intl.NumberFormat.supportedLocalesOf('kk').length > 0 &&
  Intl.DateTimeFormat.supportedLocalesOf('kk').length > 0 &&
  (writesKazakh ??=
    new Intl.NumberFormat('kk').format(1.5) === '1,5' &&
    /[а-яәіңғүұқөһ]/i.test(
      new Intl.DateTimeFormat('kk', { month: 'long', timeZone: 'UTC' }).format(PROBE_DAY),
    ));
/** Intl locale of a UI language. */
export function localeOf(language: string): string {
  if (language === 'kk') return knowsKazakh() ? 'kk-KZ' : 'ru-RU';
  if (language === 'en') return 'en-US';
  return 'ru-RU';
}

/** The decimal text of an amount of minor units, e.g. 123456 → "1234.56", -5 → "-0.05". */
export function minorToDecimal(minor: number): string {
  const sign = minor < 0 ? '-' : '';
  const abs = Math.abs(Math.trunc(minor));
  const whole = Math.floor(abs / 100);
  const cents = String(abs % 100).padStart(2, '0');
  return `${sign}${whole}.${cents}`;
}

/** An amount in the user's locale with its currency and two decimals: `1 234,56 ₸`. */
export function formatMoney(minor: number, currency: string, language: string): string {
  const format = numberFormat(localeOf(language), {
    style: 'currency',
    currency,
    currencyDisplay: 'narrowSymbol',
    minimumFractionDigits: 2,
    maximumFractionDigits: 2,
  });
  // A decimal string keeps the exact value (Intl reads it as a decimal, not a float).
  return format.format(minorToDecimal(minor) as unknown as number);
}

/** The symbol of a currency as the locale writes it (₸, $, €, ₽). */
export function currencySymbol(currency: string, language: string): string {
  const parts = numberFormat(localeOf(language), {
    style: 'currency',
    currency,
    currencyDisplay: 'narrowSymbol',
  }).formatToParts(0);
  return parts.find((part) => part.type === 'currency')?.value ?? currency;
}

/**
 * Minor units of an amount typed in major units ("1 234,5", "1234.50", "12"), computed on the
 * digits so that no float rounding creeps in. `undefined` when the text is not an amount with at
 * most two decimals, is negative, or is too large.
 */
export function parseMoney(text: string): number | undefined {
  const normalized = text.replace(/[\s\u00a0\u202f']/g, '').replace(',', '.');
  const match = /^(\d{1,13})(?:\.(\d{0,2}))?$/.exec(normalized);
  if (!match) return undefined;
  const minor = Number(match[1]) * 100 + Number((match[2] ?? '').padEnd(2, '0'));
  return Number.isSafeInteger(minor) && minor <= MAX_MINOR ? minor : undefined;
}

/** The text an amount field starts with: minor units in major units, without grouping. */
export function minorToInput(minor: number): string {
  return minorToDecimal(minor).replace(/\.00$/, '');
}
