import { USAGE_RECORDED_EVENT } from '@cabinet/contract';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { usePrivateEvent } from '../../lib/private-events';
import { definedOnly, useFileDownload } from '../../lib/query';
import { useAuth } from '../../lib/session';
import { toApiQuery, useTableQuery } from '../../lib/table';
import { usageApi } from './api';
import { usageKeys, useRejections, useSenderReceipts } from './queries';
import { useReceiptFilters } from './use-receipt-filters';

const SORTABLE = ['at', 'reason'] as const;
export type RejectionSortKey = (typeof SORTABLE)[number];

/**
 * The receipts page's data: its filters (in the address), the receipts by day, the refused
 * records' page, their download, and a refresh when a batch is recorded meanwhile.
 */
export function useIngestReceipts() {
  const { t } = useTranslation('usage');
  const user = useAuth((s) => s.user);
  const bySender = Boolean(
    user && (user.groups.includes('Admin') || user.groups.includes('Partner')),
  );
  const [filters, setFilters] = useReceiptFilters();
  const { query, update } = useTableQuery(SORTABLE, { sortBy: 'at', descending: true });

  const receiptsQuery = definedOnly({
    startDate: filters.startDate,
    endDate: filters.endDate,
    senderId: filters.senderId,
  });
  const receipts = useSenderReceipts(receiptsQuery);
  const rejectionFilters = definedOnly({ ...filters });
  const apiQuery = { ...toApiQuery(query), ...rejectionFilters };
  const rejections = useRejections(apiQuery);
  // A batch sent meanwhile (told over the private channels): receipts and refusals refresh.
  const queryClient = useQueryClient();
  usePrivateEvent(
    USAGE_RECORDED_EVENT,
    () => void queryClient.invalidateQueries({ queryKey: usageKeys.receipts }),
  );
  const download = useFileDownload(
    () => usageApi.rejectionsCsv(rejectionFilters),
    'rejected-records.csv',
    t('receipts.downloadFailed'),
  );

  return { bySender, filters, setFilters, query, update, receipts, rejections, download };
}
