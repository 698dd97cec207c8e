import { describe, expect, it } from 'vitest';
import { instantOf } from '../src/index.js';

const same = (text: string) => expect(instantOf(text), text).toBe(Date.parse(text));

describe('instantOf reads a time as Date.parse does', () => {
  it('for times in the register’s own form, from their digits', () => {
    for (let i = 0; i < 20_000; i += 1) same(new Date(Math.random() * 8e12 - 1e12).toISOString());
  });

  it('for days no month has, years before 100, other forms and garbage', () => {
    for (const text of [
      '2024-02-29T23:59:59.999Z',
      '2023-02-29T10:00:00.000Z',
      '2100-02-29T00:00:00.000Z',
      '2000-02-29T00:00:00.000Z',
      '2025-04-31T00:00:00.000Z',
      '2025-13-01T00:00:00.000Z',
      '2025-00-10T00:00:00.000Z',
      '2025-01-00T00:00:00.000Z',
      '2025-01-01T24:00:00.000Z',
      '2025-01-01T23:60:00.000Z',
      '2025-01-01T23:59:60.000Z',
      '2025-01-0aT00:00:00.000Z',
      '0000-01-01T00:00:00.000Z',
      '0099-12-31T23:59:59.999Z',
      '2025-01-01T00:00:00.000+05:00',
      '2025-01-01T00:00:00Z',
      '2025-01-01T00:00:00.1234Z',
      'not a time at all, no...',
    ])
      same(text);
  });
});
