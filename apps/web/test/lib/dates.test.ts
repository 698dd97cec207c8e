import { describe, expect, it } from 'vitest';
import {
  compareMonths,
  currentMonth,
  daysOf,
  endOfMonthAhead,
  firstDayOf,
  isIsoDay,
  isWeekend,
  lastDayOf,
  monthInText,
  monthKey,
  monthLabel,
  monthName,
  monthRange,
  shiftMonth,
  todayIso,
  weeksOf,
  yearsToOffer,
} from '../../src/lib/dates';

describe('days', () => {
  it('takes today from the user’s clock, not from UTC', () => {
    // Late evening and just after midnight by the local clock, whatever the machine's zone.
    expect(todayIso(new Date(2026, 11, 31, 23, 59))).toBe('2026-12-31');
    expect(todayIso(new Date(2027, 0, 1, 0, 1))).toBe('2027-01-01');
  });

  it('tells a real calendar day from a look-alike', () => {
    expect(isIsoDay('2024-02-29')).toBe(true);
    expect(isIsoDay('2026-02-29')).toBe(false);
    expect(isIsoDay('2026-11-31')).toBe(false);
    expect(isIsoDay('2026-1-05')).toBe(false);
    expect(isIsoDay('')).toBe(false);
    expect(isIsoDay(null)).toBe(false);
  });

  it('knows weekends', () => {
    expect(isWeekend('2026-11-21')).toBe(true);
    expect(isWeekend('2026-11-22')).toBe(true);
    expect(isWeekend('2026-11-23')).toBe(false);
  });
});

describe('months', () => {
  it('steps over year ends', () => {
    expect(shiftMonth({ year: 2026, month: 1 }, -1)).toEqual({ year: 2025, month: 12 });
    expect(shiftMonth({ year: 2025, month: 12 }, 1)).toEqual({ year: 2026, month: 1 });
    expect(shiftMonth({ year: 2026, month: 3 }, -14)).toEqual({ year: 2025, month: 1 });
    expect(shiftMonth({ year: 2026, month: 3 }, 24)).toEqual({ year: 2028, month: 3 });
  });

  it('ends a period N months ahead on that month’s last day, counted from the given today', () => {
    expect(endOfMonthAhead(0, '2024-01-31')).toBe('2024-01-31');
    expect(endOfMonthAhead(1, '2024-01-31')).toBe('2024-02-29');
    expect(endOfMonthAhead(1, '2026-12-01')).toBe('2027-01-31');
    expect(endOfMonthAhead(2, '2026-11-30')).toBe('2027-01-31');
  });

  it('counts the days of a month, leap years too', () => {
    expect(daysOf({ year: 2100, month: 2 })).toHaveLength(28);
    expect(daysOf({ year: 2000, month: 2 })).toHaveLength(29);
    expect(daysOf({ year: 2024, month: 2 })).toHaveLength(29);
    expect(daysOf({ year: 2026, month: 2 }).at(-1)).toBe('2026-02-28');
    expect(firstDayOf({ year: 2026, month: 12 })).toBe('2026-12-01');
    expect(lastDayOf({ year: 2026, month: 12 })).toBe('2026-12-31');
  });

  it('orders months and writes their key', () => {
    expect(compareMonths({ year: 2025, month: 12 }, { year: 2026, month: 1 })).toBeLessThan(0);
    expect(compareMonths({ year: 2026, month: 2 }, { year: 2026, month: 1 })).toBeGreaterThan(0);
    expect(monthKey({ year: 2026, month: 3 })).toBe('2026-03');
    expect(currentMonth('2026-01-01')).toEqual({ year: 2026, month: 1 });
  });

  it('ends the current month’s range today and a past month’s on its last day', () => {
    expect(monthRange({ year: 2026, month: 11 }, '2026-11-22')).toEqual({
      startDate: '2026-11-01',
      endDate: '2026-11-22',
    });
    expect(monthRange({ year: 2025, month: 12 }, '2026-01-02')).toEqual({
      startDate: '2025-12-01',
      endDate: '2025-12-31',
    });
  });

  it('lays a month out in weeks from Monday', () => {
    // November 2026 starts on a Sunday: six leading blanks, five or six rows.
    const weeks = weeksOf({ year: 2026, month: 11 });
    expect(weeks[0]).toEqual([null, null, null, null, null, null, '2026-11-01']);
    expect(weeks.flat().filter(Boolean)).toHaveLength(30);
    expect(weeks.every((week) => week.length === 7)).toBe(true);
    // February 2027 starts on a Monday and fills exactly four weeks.
    expect(weeksOf({ year: 2027, month: 2 })).toHaveLength(4);
  });

  it('offers this year and five before, and an older chosen one', () => {
    expect(yearsToOffer(undefined, 2026)).toEqual([2026, 2025, 2024, 2023, 2022, 2021]);
    expect(yearsToOffer(2018, 2026).at(-1)).toBe(2018);
    expect(yearsToOffer(2002, 2004).at(-1)).toBe(2000);
  });
});

describe('month names', () => {
  it('names months in each language, Kazakh too', () => {
    expect(monthLabel({ year: 2026, month: 11 }, 'ru')).toBe('Ноябрь 2026');
    expect(monthLabel({ year: 2026, month: 1 }, 'en')).toBe('January 2026');
    expect(monthLabel({ year: 2026, month: 10 }, 'kk')).toBe('Қазан 2026');
    expect(monthName(12, 'kk')).toBe('Желтоқсан');
  });

  it('writes a month inside a sentence as the language does', () => {
    expect(monthInText({ year: 2026, month: 11 }, 'ru')).toBe('ноябрь 2026');
    expect(monthInText({ year: 2026, month: 11 }, 'en')).toBe('November 2026');
  });
});
