import type { RegisterOutcome } from '@cabinet/contract';

/**
 * Spec section 9: `requests_{startDate}_{endDate}.csv`; a part adds `_part{N}`, N = offset / limit
 * + 1. An export of one outcome says which before the part: `requests_…_error.csv`.
 */
export const exportFileName = (
  startDate: string,
  endDate: string,
  part?: number,
  outcome?: RegisterOutcome | null,
) =>
  `requests_${startDate}_${endDate}${outcome ? `_${outcome}` : ''}${part === undefined ? '' : `_part${part}`}.csv`;
