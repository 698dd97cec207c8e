import { describe, expect, it } from 'vitest';
import { sortOf, spanOf } from '../../../src/core/db/paged.js';

const COLUMNS = { at: 'a.at', action: 'a.action' } as const;

describe('paged lists', () => {
  it('cuts page n of a size out of the list', () => {
    expect(spanOf({ page: 1, rowsPerPage: 10 })).toEqual({ limit: 10, offset: 0 });
    expect(spanOf({ page: 3, rowsPerPage: 25 })).toEqual({ limit: 25, offset: 50 });
  });

  it('orders by the asked column in the asked direction', () => {
    expect(sortOf(COLUMNS, { sortBy: 'action', descending: true }, { sortBy: 'at' })).toEqual({
      column: 'a.action',
      direction: 'desc',
    });
    expect(
      sortOf(COLUMNS, { sortBy: 'action', descending: false }, { sortBy: 'at', descending: true }),
    ).toEqual({ column: 'a.action', direction: 'asc' });
  });

  it('falls back to the default column, in its own direction when it names one', () => {
    expect(sortOf(COLUMNS, { descending: true }, { sortBy: 'at' })).toEqual({
      column: 'a.at',
      direction: 'desc',
    });
    expect(sortOf(COLUMNS, { descending: false }, { sortBy: 'at', descending: true })).toEqual({
      column: 'a.at',
      direction: 'desc',
    });
  });
});
