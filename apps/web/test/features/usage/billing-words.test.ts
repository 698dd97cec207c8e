import { describe, expect, it } from 'vitest';
import { en } from '@cabinet/contract/locales/en';
import { kk } from '@cabinet/contract/locales/kk';
import { ru } from '@cabinet/contract/locales/ru';
import reportsEn from '../../../src/features/usage/locales/en';
import reportsKk from '../../../src/features/usage/locales/kk';
import reportsRu from '../../../src/features/usage/locales/ru';

/**
 * «Paid», «covered by the package» and «not billable» in the same words everywhere (issue 17): the
 * register's rows and totals on screen, and the register's CSV file the server writes.
 */
describe('the words of what a request cost', () => {
  it.each([
    ['ru', reportsRu, ru],
    ['en', reportsEn, en],
    ['kk', reportsKk, kk],
  ] as const)('%s: the register on screen and its CSV say the same', (_, screen, server) => {
    // (a count's heading, «Платных», is declined; a row's word is «платный»)
    const lower = (text: string) => text.toLocaleLowerCase();
    expect(screen.register.covered).toBe(server.documents.csv.covered);
    expect(screen.register.notBillable).toBe(server.documents.csv.notBillable);
    expect(lower(screen.columns.covered)).toBe(server.documents.csv.covered);
    expect(lower(screen.columns.notBillable)).toBe(server.documents.csv.notBillable);
  });
});
