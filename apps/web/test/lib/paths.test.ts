import { describe, expect, it } from 'vitest';
import {
  documentsPaths,
  parseId,
  partnersPaths,
  reportsPaths,
  tariffsPaths,
} from '../../src/lib/paths';

describe('paths', () => {
  it('names a partner’s screens once, whichever feature links to them', () => {
    expect(partnersPaths.users(5)).toBe('/admin/5/users');
    expect(tariffsPaths.userServices(5)).toBe('/admin/5/services');
    expect(reportsPaths.list(5)).toBe('/admin/5/reports');
    expect(documentsPaths.documents(5)).toBe('/admin/5/documents');
  });

  it('carries a report’s month and a register’s range in the query', () => {
    expect(reportsPaths.daily(5, 2, { year: 2026, month: 11 })).toBe(
      '/admin/5/reports/2/report?month=11&year=2026',
    );
    expect(reportsPaths.register(5, 2, { startDate: '2026-11-01', search: '' })).toBe(
      '/admin/5/reports/2/register?startDate=2026-11-01',
    );
  });

  it('reads only positive integer ids', () => {
    expect(parseId('42')).toBe(42);
    for (const value of ['0', '-1', '1.5', 'x', '', null, undefined, '12345678901']) {
      expect(parseId(value)).toBeUndefined();
    }
  });
});
