import { describe, expect, it } from 'vitest';
import { moneyCell } from '../../../src/features/documents/exports/copied-row.js';

describe('moneyCell', () => {
  it('writes minor units as the SQL it replaces did, negative and bigint amounts too', () => {
    // PostgreSQL's `(a / 100)::text || ',' || lpad((a % 100)::text, 2, '0')` for each amount.
    const amounts: [string, string][] = [
      ['12345', '123,45'],
      ['5', '0,05'],
      ['100', '1,00'],
      ['0', '0,00'],
      ['-5', '0,-5'],
      ['-150', '-1,-5'],
      ['-100', '-1,00'],
      ['-12345', '-123,-4'],
      ['9223372036854775807', '92233720368547758,07'],
    ];
    for (const [minor, cell] of amounts) expect(moneyCell(minor, ',')).toBe(cell);
    expect(moneyCell('12345', '.')).toBe('123.45');
  });
});
