import { REJECT_REASONS } from '@cabinet/contract';
import {
  dayParam,
  idParam,
  oneOfParam,
  useUrlFilters,
  type FilterValues,
} from '../../lib/url-state';

const RECEIPT_FILTERS = {
  startDate: dayParam,
  endDate: dayParam,
  reason: oneOfParam(REJECT_REASONS),
  senderId: idParam,
};

export type ReceiptFilterValues = FilterValues<typeof RECEIPT_FILTERS>;

/** The receipts' filters in the address; a change goes back to the first page. */
export const useReceiptFilters = () => useUrlFilters(RECEIPT_FILTERS);
