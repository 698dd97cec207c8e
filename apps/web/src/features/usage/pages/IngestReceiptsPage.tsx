import { USAGE_RECORDED_EVENT, type Rejection, type SenderReceipt } from '@cabinet/contract';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import DownloadIcon from '@mui/icons-material/Download';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { formatCount, formatDay, formatMoment, withZone } from '../../../lib/format';
import { saveFile } from '../../../lib/http/files';
import { notify } from '../../../lib/notify';
import { usePrivateEvent } from '../../../lib/private-events';
import { useAuth } from '../../../lib/session';
import { PagedTable, toApiQuery, useTableQuery, type Column } from '../../../lib/table';
import { PageHeader, QueryState } from '../../../lib/ui';
import { usageApi } from '../api';
import { ReasonCounts } from '../components/receipts/ReasonCounts';
import { ReceiptFilters } from '../components/receipts/ReceiptFilters';
import { usageKeys } from '../queries';
import { useReceiptFilters } from '../use-receipt-filters';

const SORTABLE = ['at', 'reason'] as const;
type SortKey = (typeof SORTABLE)[number];

const defined = (values: Record<string, string | undefined>) =>
  Object.fromEntries(Object.entries(values).filter(([, v]) => v !== undefined)) as Record<
    string,
    string
  >;

/**
 * «Квитанции приёма»: what ingestion accepted, answered as duplicates and refused (by reason) per
 * day and sender, and the refused records themselves, filtered and downloadable. Staff see every
 * sender, a partner its circle, an integrator its own: the server decides.
 */
export default function IngestReceiptsPage() {
  const { t, i18n } = useTranslation('usage');
  const lang = i18n.language;
  const user = useAuth((s) => s.user);
  const bySender = Boolean(
    user && (user.groups.includes('Admin') || user.groups.includes('Partner')),
  );
  const [filters, setFilters] = useReceiptFilters();
  const { query, update } = useTableQuery(SORTABLE, { sortBy: 'at', descending: true });

  const receiptsQuery = defined({
    startDate: filters.startDate,
    endDate: filters.endDate,
    senderId: filters.senderId,
  });
  const receipts = useQuery({
    queryKey: usageKeys.senderReceipts(receiptsQuery),
    queryFn: () => usageApi.senderReceipts(receiptsQuery),
    placeholderData: keepPreviousData,
  });
  const rejectionFilters = defined({ ...filters });
  const apiQuery = { ...toApiQuery(query), ...rejectionFilters };
  const rejections = useQuery({
    queryKey: usageKeys.rejections(apiQuery),
    queryFn: () => usageApi.rejections(apiQuery),
    placeholderData: keepPreviousData,
  });
  // A batch sent meanwhile (told over the private channels): receipts and refusals refresh.
  const queryClient = useQueryClient();
  usePrivateEvent(
    USAGE_RECORDED_EVENT,
    () => void queryClient.invalidateQueries({ queryKey: usageKeys.receipts }),
  );
  const download = useMutation({
    mutationFn: () => usageApi.rejectionsCsv(rejectionFilters),
    onSuccess: (file) => saveFile(file.blob, file.fileName ?? 'rejected-records.csv'),
    onError: () => notify({ type: 'negative', message: t('receipts.downloadFailed') }),
  });

  const sender = (row: { senderLogin: string | null; senderId: number }) =>
    row.senderLogin ?? `#${row.senderId}`;
  const keyName = (row: SenderReceipt) =>
    row.apiKeyId === 0
      ? t('receipts.session')
      : t('receipts.apiKey', { name: row.apiKeyName ?? `#${row.apiKeyId}` });

  const columns: Column<Rejection, SortKey>[] = [
    {
      id: 'at',
      label: withZone(t('receipts.at'), lang),
      sortKey: 'at',
      render: (row) => formatMoment(row.at, lang),
      sx: { whiteSpace: 'nowrap' },
    },
    ...(bySender
      ? [{ id: 'sender', label: t('receipts.sender'), render: (row: Rejection) => sender(row) }]
      : []),
    {
      id: 'requestId',
      label: t('receipts.requestId'),
      render: (row) => row.requestId ?? '—',
    },
    {
      id: 'reason',
      label: t('receipts.reason'),
      sortKey: 'reason',
      render: (row) => t(`receipts.reasons.${row.reason}`),
    },
    {
      id: 'errors',
      label: t('receipts.errors'),
      render: (row) =>
        Object.entries(row.errors)
          .map(([field, messages]) => `${field}: ${messages.join(', ')}`)
          .join('; '),
    },
    {
      id: 'record',
      label: t('receipts.record'),
      hideBelow: 'md',
      render: (row) => (
        <>
          <Box
            component="code"
            title={row.record}
            sx={{
              display: 'block',
              maxWidth: 360,
              overflow: 'hidden',
              textOverflow: 'ellipsis',
              whiteSpace: 'nowrap',
              fontSize: '0.8rem',
            }}
          >
            {row.record}
          </Box>
          {row.recordCut && (
            <Typography variant="caption" color="text.secondary" data-testid="record-cut">
              {t('receipts.recordCut')}
            </Typography>
          )}
        </>
      ),
    },
  ];

  return (
    <Box sx={{ width: '100%' }}>
      <PageHeader
        title={t('routes.ingestReceiptsPage', { ns: 'common' })}
        subtitle={t('receipts.intro')}
        actions={
          <Button
            variant="outlined"
            startIcon={<DownloadIcon />}
            onClick={() => download.mutate()}
            disabled={download.isPending}
          >
            {t('receipts.download')}
          </Button>
        }
      />
      <ReceiptFilters value={filters} onChange={setFilters} bySender={bySender} />

      <Typography variant="h6" component="h2" sx={{ mb: 1 }}>
        {t('receipts.byDay')}
      </Typography>
      <QueryState
        query={receipts}
        isEmpty={(rows) => rows.length === 0}
        empty={t('receipts.noReceipts')}
      >
        {(rows) => (
          <TableContainer component={Paper} variant="outlined" sx={{ mb: 3 }}>
            <Table size="small" aria-label={t('receipts.byDay')} data-testid="receipts-by-day">
              <TableHead>
                <TableRow>
                  <TableCell>{t('receipts.day')}</TableCell>
                  {bySender && <TableCell>{t('receipts.sender')}</TableCell>}
                  <TableCell>{t('receipts.channel')}</TableCell>
                  <TableCell align="right">{t('receipts.accepted')}</TableCell>
                  <TableCell align="right">{t('receipts.duplicates')}</TableCell>
                  <TableCell align="right">{t('receipts.rejected')}</TableCell>
                  <TableCell>{t('receipts.byReason')}</TableCell>
                </TableRow>
              </TableHead>
              <TableBody>
                {rows.map((row) => (
                  <TableRow
                    key={`${row.day}|${row.senderId}|${row.apiKeyId}`}
                    data-sender-id={String(row.senderId)}
                  >
                    <TableCell sx={{ whiteSpace: 'nowrap' }}>{formatDay(row.day, lang)}</TableCell>
                    {bySender && <TableCell>{sender(row)}</TableCell>}
                    <TableCell>{keyName(row)}</TableCell>
                    <TableCell align="right">{formatCount(row.accepted, lang)}</TableCell>
                    <TableCell align="right">{formatCount(row.duplicates, lang)}</TableCell>
                    <TableCell align="right">{formatCount(row.rejected, lang)}</TableCell>
                    <TableCell>
                      <ReasonCounts reasons={row.reasons} />
                    </TableCell>
                  </TableRow>
                ))}
              </TableBody>
            </Table>
          </TableContainer>
        )}
      </QueryState>

      <Typography variant="h6" component="h2" sx={{ mb: 1 }}>
        {t('receipts.refusedRecords')}
      </Typography>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
        {t('receipts.retention')}
      </Typography>
      <PagedTable
        label={t('receipts.refusedRecords')}
        columns={columns}
        result={rejections}
        query={query}
        update={update}
        rowKey={(row) => row.id}
        rowProps={(row) => ({ 'data-rejection-id': String(row.id), 'data-reason': row.reason })}
        empty={t('receipts.noRefused')}
      />
    </Box>
  );
}
