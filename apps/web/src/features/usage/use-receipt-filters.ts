import { useCallback } from 'react';
import { REJECT_REASONS, type RejectReason } from '@cabinet/contract';
import { dayParam, useUrlState } from '../../lib/url-state';

export interface ReceiptFilterValues {
  startDate?: string | undefined;
  endDate?: string | undefined;
  reason?: RejectReason | undefined;
  senderId?: string | undefined;
}

const isReason = (value: string | null): value is RejectReason =>
  (REJECT_REASONS as readonly (string | null)[]).includes(value);

/** The receipts' filters in the address; a change goes back to the first page. */
export function useReceiptFilters(): [
  ReceiptFilterValues,
  (changes: Partial<ReceiptFilterValues>) => void,
] {
  const [params, change] = useUrlState();
  const reason = params.get('reason');
  const value: ReceiptFilterValues = {
    startDate: dayParam(params.get('startDate')),
    endDate: dayParam(params.get('endDate')),
    reason: isReason(reason) ? reason : undefined,
    senderId: /^\d{1,10}$/.test(params.get('senderId') ?? '') ? params.get('senderId')! : undefined,
  };
  const update = useCallback(
    (changes: Partial<ReceiptFilterValues>) =>
      change(
        {
          ...Object.fromEntries(Object.entries(changes).map(([k, v]) => [k, v ?? null])),
          page: null,
        },
        { replace: true },
      ),
    [change],
  );
  return [value, update];
}
