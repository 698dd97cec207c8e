import { describe, expect, it } from 'vitest';
import { dayBars } from '../../../src/features/dashboard/format';

describe('charts', () => {
  it('labels days by their number', () => {
    expect(
      dayBars(
        [{ day: '2026-11-02', requests: 3, successful: 2, failed: 1, billable: 2, amountMinor: 0 }],
        'ru',
      )[0],
    ).toMatchObject({ axisLabel: '2', label: '02.11.2026', successful: 2, failed: 1 });
  });
});
