import { MessageKey } from '@cabinet/contract';
import { describe, expect, it } from 'vitest';
import { dateRangeErrors } from '../../src/lib/forms/date-range';
import { i18n } from '../../src/lib/i18n';

describe('a form’s date range, checked by the contract', () => {
  it('accepts a range the API answers', () => {
    expect(dateRangeErrors({ startDate: '2026-11-01', endDate: '2026-11-30' })).toBeUndefined();
    // at most 366 days between the ends, a leap year included
    expect(dateRangeErrors({ startDate: '2024-01-01', endDate: '2025-01-01' })).toBeUndefined();
  });

  it('names the field in error with the contract’s message key', () => {
    expect(dateRangeErrors({ startDate: '2026-11-31', endDate: '2026-12-01' })).toEqual({
      startDate: MessageKey.dateInvalid,
    });
    expect(dateRangeErrors({ startDate: '2026-11-10', endDate: '' })).toEqual({
      endDate: MessageKey.dateInvalid,
    });
    expect(dateRangeErrors({ startDate: '2026-11-10', endDate: '2026-11-09' })).toEqual({
      endDate: MessageKey.periodReversed,
    });
    expect(dateRangeErrors({ startDate: '2025-01-01', endDate: '2026-01-03' })).toEqual({
      endDate: MessageKey.periodTooLong,
    });
  });

  it('has a text for every key it can give', () => {
    for (const key of [MessageKey.dateInvalid, MessageKey.periodReversed, MessageKey.periodTooLong])
      expect(i18n.t(key)).not.toBe(key);
  });
});
