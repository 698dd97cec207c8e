import { localeOf } from './money';
import { numberFormat } from './intl';

/** A whole number with the locale's grouping: 10 000 or 10,000. */
export function formatCount(value: number, language: string): string {
  return numberFormat(localeOf(language), { maximumFractionDigits: 0 }).format(value);
}

/** Any number as the locale writes it, fractions kept: 1 234,5 or 1,234.5. */
export function formatNumber(value: number, language: string): string {
  return numberFormat(localeOf(language), { maximumFractionDigits: 6 }).format(value);
}
