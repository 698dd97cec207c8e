import { describe, expect, it } from 'vitest';
import {
  dayParam,
  intParam,
  monthKeyParam,
  monthParams,
  withParams,
} from '../../src/lib/url-state';

const params = (search: string) => new URLSearchParams(search);

describe('state in the address', () => {
  it('merges changes into the parameters present', () => {
    const next = withParams(params('page=3&search=abc&sortBy=name'), {
      page: null,
      search: '',
      sortBy: undefined,
      month: '11',
    });
    expect(next.toString()).toBe('search=&sortBy=name&month=11');
  });

  it('reads whole numbers only within their bounds', () => {
    expect(intParam('12', 1, 12)).toBe(12);
    expect(intParam('13', 1, 12)).toBeUndefined();
    expect(intParam('0x3', 1, 12)).toBeUndefined();
    expect(intParam('-1', -5, 5)).toBeUndefined();
    expect(intParam(null, 1, 12)).toBeUndefined();
  });

  it('reads a real day only', () => {
    expect(dayParam('2024-02-29')).toBe('2024-02-29');
    expect(dayParam('2026-02-29')).toBeUndefined();
    expect(dayParam('yesterday')).toBeUndefined();
  });

  it('reads only a sound month, as ?month=&year= or as YYYY-MM', () => {
    expect(monthParams(params('month=3&year=2026'))).toEqual({ year: 2026, month: 3 });
    expect(monthParams(params('month=13&year=2026'))).toBeUndefined();
    expect(monthParams(params('month=3'))).toBeUndefined();
    expect(monthParams(params('month=3&year=1999'))).toBeUndefined();
    expect(monthKeyParam('2026-03')).toEqual({ year: 2026, month: 3 });
    expect(monthKeyParam('2026-13')).toBeUndefined();
    expect(monthKeyParam('2026-3')).toBeUndefined();
    expect(monthKeyParam(null)).toBeUndefined();
  });
});
