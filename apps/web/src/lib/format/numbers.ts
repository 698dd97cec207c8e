import { localeOf } from './money';

/** A whole number with the locale's grouping: 10 000 or 10,000. */
export function formatCount(value: number, language: string): string {
  return new Intl.NumberFormat(localeOf(language), { maximumFractionDigits: 0 }).format(value);
}
