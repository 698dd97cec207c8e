import { describe, expect, it } from 'vitest';
import { fieldChanges } from '../../../src/features/audit/diff';

describe('fieldChanges', () => {
  it('lists changed fields first, each side as text', () => {
    const changes = fieldChanges(
      { name: 'A', tiers: [{ priceMinor: 1000 }], currency: 'KZT' },
      { name: 'A', tiers: [{ priceMinor: 2500 }], currency: 'KZT' },
    );
    expect(changes[0]).toEqual({
      field: 'tiers',
      before: '[{"priceMinor":1000}]',
      after: '[{"priceMinor":2500}]',
      changed: true,
    });
    expect(changes.slice(1).every((c) => !c.changed)).toBe(true);
  });

  it('shows a created object as fields added, a removed one as fields gone', () => {
    expect(fieldChanges(null, { name: 'B' })).toEqual([
      { field: 'name', before: '', after: 'B', changed: true },
    ]);
    expect(fieldChanges({ name: 'B' }, null)).toEqual([
      { field: 'name', before: 'B', after: '', changed: true },
    ]);
  });
});
