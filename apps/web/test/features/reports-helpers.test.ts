import type { TFunction } from 'i18next';
import { describe, expect, it } from 'vitest';
import en from '../../src/locales/en';
import kk from '../../src/locales/kk';
import ru from '../../src/locales/ru';
import {
  daysOf,
  monthFromParams,
  monthLabel,
  monthRange,
  rangeProblem,
  shiftMonth,
} from '../../src/features/reports/period';
import { jsonTokens, prettyPayload } from '../../src/features/reports/format';
import { niceScale } from '../../src/features/reports/components/UsageChart';

describe('report periods', () => {
  it('steps over year ends', () => {
    expect(shiftMonth({ year: 2026, month: 1 }, -1)).toEqual({ year: 2025, month: 12 });
    expect(shiftMonth({ year: 2025, month: 12 }, 1)).toEqual({ year: 2026, month: 1 });
    expect(shiftMonth({ year: 2026, month: 3 }, -14)).toEqual({ year: 2025, month: 1 });
  });

  it('knows every day of a month, leap years too', () => {
    expect(daysOf({ year: 2024, month: 2 })).toHaveLength(29);
    expect(daysOf({ year: 2026, month: 2 }).at(-1)).toBe('2026-02-28');
  });

  it('ends the current month’s range today and a past month’s on its last day', () => {
    expect(monthRange({ year: 2026, month: 11 }, '2026-11-22')).toEqual({
      startDate: '2026-11-01',
      endDate: '2026-11-22',
    });
    expect(monthRange({ year: 2026, month: 10 }, '2026-11-22')).toEqual({
      startDate: '2026-10-01',
      endDate: '2026-10-31',
    });
  });

  it('checks a register range as the API does', () => {
    expect(rangeProblem('2026-11-01', '2026-11-30')).toBeUndefined();
    expect(rangeProblem('2026-11-31', '2026-12-01')).toBe('startInvalid');
    expect(rangeProblem('2026-11-10', '')).toBe('endInvalid');
    expect(rangeProblem('2026-11-10', '2026-11-09')).toBe('reversed');
    // the server's rule: the ends at most 366 days apart
    expect(rangeProblem('2025-01-01', '2026-01-02')).toBeUndefined();
    expect(rangeProblem('2025-01-01', '2026-01-03')).toBe('tooLong');
  });

  it('reads only a sound month from the address', () => {
    expect(monthFromParams(new URLSearchParams('month=3&year=2026'))).toEqual({
      year: 2026,
      month: 3,
    });
    expect(monthFromParams(new URLSearchParams('month=13&year=2026'))).toBeUndefined();
    expect(monthFromParams(new URLSearchParams('month=3'))).toBeUndefined();
    expect(monthFromParams(new URLSearchParams('month=0x3&year=2026'))).toBeUndefined();
  });

  it('names months from the texts of each language', () => {
    const translate = (messages: object) =>
      ((key: string) =>
        key.split('.').reduce<unknown>((node, part) => (node as Record<string, unknown>)[part], {
          ...messages,
        })) as unknown as TFunction;
    expect(monthLabel({ year: 2026, month: 11 }, translate(ru))).toBe('Ноябрь 2026');
    expect(monthLabel({ year: 2026, month: 1 }, translate(en))).toBe('January 2026');
    expect(monthLabel({ year: 2026, month: 10 }, translate(kk))).toBe('Қазан 2026');
  });
});

describe('payloads', () => {
  it('pretty-prints JSON and leaves anything else alone', () => {
    expect(prettyPayload('{"bin":"123","ok":true}')).toEqual({
      text: '{\n  "bin": "123",\n  "ok": true\n}',
      json: true,
    });
    expect(prettyPayload('<xml/>')).toEqual({ text: '<xml/>', json: false });
    expect(prettyPayload('{broken')).toEqual({ text: '{broken', json: false });
    expect(prettyPayload('  ')).toEqual({ text: '', json: false });
  });

  it('splits JSON into keys, strings, numbers and literals without losing a character', () => {
    const text = '{\n  "a": "x: \\"y\\"",\n  "n": -1.5e3,\n  "b": null\n}';
    const tokens = jsonTokens(text);
    expect(tokens.map((t) => t.text).join('')).toBe(text);
    expect(tokens.filter((t) => t.kind === 'key').map((t) => t.text)).toEqual([
      '"a"',
      '"n"',
      '"b"',
    ]);
    expect(tokens.find((t) => t.kind === 'number')?.text).toBe('-1.5e3');
    expect(tokens.find((t) => t.kind === 'literal')?.text).toBe('null');
  });
});

describe('chart scale', () => {
  it('uses round whole steps above the highest value', () => {
    expect(niceScale(0, 4)).toEqual({ top: 4, step: 1 });
    expect(niceScale(3, 4)).toEqual({ top: 3, step: 1 });
    expect(niceScale(55, 4)).toEqual({ top: 60, step: 20 });
    expect(niceScale(1234, 4)).toEqual({ top: 1500, step: 500 });
    expect(niceScale(90, 4)).toEqual({ top: 100, step: 25 });
  });
});
