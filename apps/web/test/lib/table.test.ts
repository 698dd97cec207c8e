import { describe, expect, it } from 'vitest';
import i18next from 'i18next';
import { displayedRows, parseTableQuery, tableParams, toApiQuery } from '../../src/lib/table';

const SORTABLE = ['companyName', 'login', 'taxId'] as const;
const parse = (search: string) =>
  parseTableQuery(new URLSearchParams(search), SORTABLE, { sortBy: 'companyName' });

describe('table state in the address', () => {
  it('falls back to the defaults', () => {
    expect(parse('')).toEqual({
      page: 1,
      rowsPerPage: 10,
      sortBy: 'companyName',
      descending: false,
      search: '',
    });
  });

  it('reads page, size, sort, direction and search', () => {
    expect(parse('?page=3&rowsPerPage=25&sortBy=taxId&descending=true&search=Каз')).toEqual({
      page: 3,
      rowsPerPage: 25,
      sortBy: 'taxId',
      descending: true,
      search: 'Каз',
    });
  });

  it('ignores what the API would refuse', () => {
    expect(parse('?page=0&rowsPerPage=7&sortBy=password')).toMatchObject({
      page: 1,
      rowsPerPage: 10,
      sortBy: 'companyName',
    });
    expect(parse('?page=-2&rowsPerPage=1000').page).toBe(1);
    expect(parse(`?search=${'x'.repeat(300)}`).search).toHaveLength(100);
  });

  it('gives the API a trimmed search, or none', () => {
    expect(toApiQuery(parse('?search=%20%20')).search).toBeUndefined();
    expect(toApiQuery(parse('?search=%20abc%20')).search).toBe('abc');
  });

  it('writes only what differs from the defaults', () => {
    const defaults = { sortBy: 'createdAt', descending: true } as const;
    const query = { page: 1, rowsPerPage: 10, sortBy: 'createdAt', descending: true, search: ' ' };
    expect(tableParams(query, defaults)).toEqual({
      page: null,
      rowsPerPage: null,
      sortBy: null,
      descending: null,
      search: null,
    });
    // another column sorts ascending by default, so its descending order is written
    expect(
      tableParams({ ...query, page: 2, sortBy: 'name', descending: true, search: 'x' }, defaults),
    ).toEqual({ page: '2', rowsPerPage: null, sortBy: 'name', descending: 'true', search: 'x' });
  });
});

describe('the rows a table shows', () => {
  it('are counted with the language’s grouping: «1–10 из 1 015»', () => {
    expect(displayedRows(i18next.t, 'ru')({ from: 1, to: 10, count: 1015 })).toBe(
      '1–10 из 1\u00a0015',
    );
  });
});
