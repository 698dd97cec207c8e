import { describe, expect, it } from 'vitest';
import {
  dayInWords,
  dayWithWeekday,
  jsonTokens,
  prettyPayload,
} from '../../../src/features/usage/format';

describe('days in words', () => {
  it('names a day with its weekday in the user’s language', () => {
    expect(dayWithWeekday('2026-11-02', 'ru')).toEqual({ date: '02.11', weekday: 'пн' });
    expect(dayWithWeekday('2026-11-02', 'en')).toEqual({ date: '11/02', weekday: 'Mon' });
    expect(dayInWords('2026-10-14', 'ru')).toBe('14.10.2026, среда');
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
