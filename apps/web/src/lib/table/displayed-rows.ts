import type { TFunction } from 'i18next';
import { formatCount } from '../format';

/** A table's «1–10 из 1 015», its numbers grouped as the language groups them. */
export const displayedRows =
  (t: TFunction, language: string) =>
  ({ from, to, count }: { from: number; to: number; count: number }) =>
    t('table.displayedRows', {
      from: formatCount(from, language),
      to: formatCount(to, language),
      total: formatCount(count, language),
    });
