import { describe, expect, it } from 'vitest';
import { dateTimeFormat, numberFormat } from '../../src/lib/format';

describe('Intl formats made once', () => {
  it('gives the same format for the same locale and options, another for others', () => {
    const day = { year: 'numeric', month: '2-digit', day: '2-digit', timeZone: 'UTC' } as const;
    expect(dateTimeFormat('ru-RU', day)).toBe(dateTimeFormat('ru-RU', { ...day }));
    expect(dateTimeFormat('en-US', day)).not.toBe(dateTimeFormat('ru-RU', day));
    expect(dateTimeFormat('ru-RU', day).format(Date.UTC(2026, 10, 30))).toBe('30.11.2026');
    expect(numberFormat('ru-RU', { maximumFractionDigits: 0 })).toBe(
      numberFormat('ru-RU', { maximumFractionDigits: 0 }),
    );
    expect(numberFormat('ru-RU', { maximumFractionDigits: 1 })).not.toBe(
      numberFormat('ru-RU', { maximumFractionDigits: 0 }),
    );
  });

  it('makes no format from options it refuses', () => {
    expect(() => numberFormat('ru-RU', { style: 'currency', currency: 'XX' })).toThrow(RangeError);
    expect(() => numberFormat('ru-RU', { style: 'currency', currency: 'XX' })).toThrow(RangeError);
  });
});
