import { describe, expect, it } from 'vitest';
import { Calendar, monthDays, nextDay } from '../../src/core/calendar.js';

describe('business days in the provider’s time zone', () => {
  const almaty = new Calendar('Asia/Almaty');

  it('a request late in the evening in Almaty belongs to that Almaty day', () => {
    expect(almaty.dayOf('2026-10-31T18:30:00Z')).toBe('2026-10-31');
    expect(almaty.dayOf('2026-10-31T19:30:00Z')).toBe('2026-11-01');
    expect(new Calendar('UTC').dayOf('2026-10-31T19:30:00Z')).toBe('2026-10-31');
  });

  it('turns local days into UTC instants for index-friendly ranges', () => {
    expect(almaty.startOf('2026-11-01')).toBe('2026-10-31T19:00:00.000Z');
    expect(almaty.instantsOf('2026-11-01', '2026-11-30')).toEqual([
      '2026-10-31T19:00:00.000Z',
      '2026-11-30T19:00:00.000Z',
    ]);
  });

  it('knows month ends, leap years included', () => {
    expect(monthDays(2028, 2)).toEqual(['2028-02-01', '2028-02-29']);
    expect(monthDays(2026, 12)).toEqual(['2026-12-01', '2026-12-31']);
    expect(nextDay('2026-12-31')).toBe('2027-01-01');
  });
});
