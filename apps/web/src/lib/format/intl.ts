/**
 * Intl's formatters, each made once per locale and options (issue 43). Making one costs far more
 * than using it (a date format with a time zone takes a millisecond or more; the first one, longer),
 * and a screen writes hundreds of cells with a handful of them: the home made 32 date formats
 * before its first figure. The keys come from the app's own options, so the cache holds no more
 * formats than the app writes.
 */
const made = new Map<string, Intl.DateTimeFormat | Intl.NumberFormat>();

function once<T extends Intl.DateTimeFormat | Intl.NumberFormat>(key: string, make: () => T): T {
  let format = made.get(key) as T | undefined;
  if (!format) {
    format = make();
    made.set(key, format);
  }
  return format;
}

export const dateTimeFormat = (
  locale: string,
  options: Intl.DateTimeFormatOptions = {},
): Intl.DateTimeFormat =>
  once(`date ${locale} ${JSON.stringify(options)}`, () => new Intl.DateTimeFormat(locale, options));

export const numberFormat = (
  locale: string,
  options: Intl.NumberFormatOptions = {},
): Intl.NumberFormat =>
  once(`number ${locale} ${JSON.stringify(options)}`, () => new Intl.NumberFormat(locale, options));
