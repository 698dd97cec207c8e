/** Spec section 9: `requests_{startDate}_{endDate}.csv`; a part adds `_part{N}`, N = offset / limit + 1. */
export const exportFileName = (startDate: string, endDate: string, part?: number) =>
  `requests_${startDate}_${endDate}${part === undefined ? '' : `_part${part}`}.csv`;
