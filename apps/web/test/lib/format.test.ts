import { describe, expect, it, vi } from 'vitest';
import { weekdayName } from '../../src/lib/dates';
import {
  formatCount,
  formatDay,
  formatMoney,
  localeOf,
  minorToDecimal,
  minorToInput,
  parseMoney,
} from '../../src/lib/format';

const nbsp = (text: string) => text.replace(/[\u00a0\u202f]/g, ' ');

describe('money', () => {
  it('shows minor units as tenge with two decimals in the user’s locale', () => {
    expect(nbsp(formatMoney(15000, 'KZT', 'ru'))).toBe('150,00 ₸');
    expect(nbsp(formatMoney(123456789, 'KZT', 'ru'))).toBe('1 234 567,89 ₸');
    expect(formatMoney(5, 'KZT', 'en')).toBe('₸0.05');
    expect(nbsp(formatMoney(2525, 'KZT', 'kk'))).toBe('25,25 ₸');
  });

  it('formats from the decimal text, not from a binary fraction', () => {
    expect(minorToDecimal(1_000_000_000_000)).toBe('10000000000.00');
    expect(nbsp(formatMoney(999_999_999_999, 'KZT', 'ru'))).toBe('9 999 999 999,99 ₸');
    expect(minorToDecimal(-7)).toBe('-0.07');
  });

  it('reads typed tenge into tiyn without float drift', () => {
    expect(parseMoney('0.1')).toBe(10);
    expect(parseMoney('0,29')).toBe(29);
    expect(parseMoney('1 234,56')).toBe(123456);
    expect(parseMoney('1\u00a0234.5')).toBe(123450);
    expect(parseMoney('19.99')).toBe(1999); // 19.99 * 100 is 1998.9999… as a float
    expect(parseMoney('1005')).toBe(100500);
    expect(parseMoney('25.')).toBe(2500);
  });

  it('refuses what is not an amount with at most two decimals', () => {
    for (const text of ['', '-1', '1.234', '1,2,3', 'abc', '1e3', '.5', '10000000001']) {
      expect(parseMoney(text), text).toBeUndefined();
    }
  });

  it('writes tiyn back into an editable amount', () => {
    expect(minorToInput(15000)).toBe('150');
    expect(minorToInput(2525)).toBe('25.25');
    expect(minorToInput(10)).toBe('0.10');
    expect(parseMoney(minorToInput(123456))).toBe(123456);
  });
});

describe('days', () => {
  it('shows a calendar day in the user’s locale, whatever the time zone', () => {
    expect(formatDay('2024-01-15', 'ru')).toBe('15.01.2024');
    expect(formatDay('2024-01-15', 'en')).toBe('01/15/2024');
    expect(formatDay(null, 'ru')).toBe('');
  });
});

describe('Kazakh in a browser without Kazakh locale data', () => {
  it('formats numbers, money and dates as Russian does, not as English', () => {
    const numbers = vi.spyOn(Intl.NumberFormat, 'supportedLocalesOf').mockReturnValue([]);
    const dates = vi.spyOn(Intl.DateTimeFormat, 'supportedLocalesOf').mockReturnValue([]);
    try {
      // The Intl here has Kazakh data all the same: what is checked is which locale is asked for.
      expect(localeOf('kk')).toBe('ru-RU');
      expect(formatCount(2038, 'kk')).toBe(formatCount(2038, 'ru'));
      expect(formatCount(2038, 'kk')).toMatch(/^2\s038$/);
      expect(formatMoney(19_070_000, 'KZT', 'kk')).toMatch(/^190\s700,00\s₸$/);
      expect(formatDay('2026-11-24', 'kk')).toBe('24.11.2026');
    } finally {
      numbers.mockRestore();
      dates.mockRestore();
    }
    expect(localeOf('kk')).toBe('kk-KZ');
  });

  it('does so too where the browser claims Kazakh but formats it with another locale’s data', async () => {
    // Debian's Chromium: `kk` is supported, yet written `1,234.5`, `2026 M11`, `₸ 190,700.00`.
    const { NumberFormat, DateTimeFormat } = Intl;
    const notKazakh = (locales?: string | string[]) =>
      String(locales).startsWith('kk') ? 'und' : locales;
    const numbers = vi.spyOn(Intl, 'NumberFormat').mockImplementation(function (
      locales?: string,
      options?: Intl.NumberFormatOptions,
    ) {
      return new NumberFormat(notKazakh(locales), options);
    } as never);
    const dates = vi.spyOn(Intl, 'DateTimeFormat').mockImplementation(function (
      locales?: string,
      options?: Intl.DateTimeFormatOptions,
    ) {
      return new DateTimeFormat(notKazakh(locales), options);
    } as never);
    Object.assign(Intl.NumberFormat, { supportedLocalesOf: () => ['kk'] });
    Object.assign(Intl.DateTimeFormat, { supportedLocalesOf: () => ['kk'] });
    try {
      // A page probes its browser once: a fresh module, as a page loaded in that browser has.
      vi.resetModules();
      const fresh = await import('../../src/lib/format/money');
      expect(fresh.localeOf('kk')).toBe('ru-RU');
      expect(fresh.formatMoney(19_070_000, 'KZT', 'kk')).toMatch(/^190\s700,00\s₸$/);
      // Words stay Kazakh: a Tuesday is neither «вт» nor "Tue".
      const tuesday = new Date(2026, 10, 24);
      expect(weekdayName(tuesday, 'kk', 'short')).toBe('сс');
      expect(weekdayName(tuesday, 'kk', 'long')).toBe('сейсенбі');
      expect(weekdayName(tuesday, 'ru', 'short')).toBe('вт');
    } finally {
      numbers.mockRestore();
      dates.mockRestore();
    }
    expect(localeOf('kk')).toBe('kk-KZ');
  });
});
