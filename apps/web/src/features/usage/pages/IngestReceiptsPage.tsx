import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { DownloadButton, PagedTable } from '../../../lib/table';
import { PageHeader, ListState } from '../../../lib/ui';
import { ReceiptFilters } from '../components/receipts/ReceiptFilters';
import { ReceiptsByDay } from '../components/receipts/ReceiptsByDay';
import { useRejectionColumns } from '../components/receipts/rejection-columns';
import { useIngestReceipts } from '../use-ingest-receipts';

/**
 * «Квитанции приёма»: what ingestion accepted, answered as duplicates and refused (by reason) per
 * day and sender, and the refused records themselves, filtered and downloadable. Staff see every
 * sender, a partner its circle, an integrator its own: the server decides.
 */
export default function IngestReceiptsPage() {
  const { t } = useTranslation('usage');
  const { bySender, filters, setFilters, query, update, receipts, rejections, download } =
    useIngestReceipts();
  const columns = useRejectionColumns(bySender);

  return (
    <Box sx={{ width: '100%' }}>
      <PageHeader
        title={t('routes.ingestReceiptsPage', { ns: 'common' })}
        subtitle={t('receipts.intro')}
        actions={<DownloadButton download={download} label={t('receipts.download')} />}
      />
      <ReceiptFilters value={filters} onChange={setFilters} bySender={bySender} />

      <Typography variant="h6" component="h2" sx={{ mb: 1 }}>
        {t('receipts.byDay')}
      </Typography>
      <ListState query={receipts} empty={t('receipts.noReceipts')}>
        {(rows) => <ReceiptsByDay rows={rows} bySender={bySender} />}
      </ListState>

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
        rowProps={(row) => ({ 'data-rejection-id': String(row.id), 'data-reason': row.reason })}
        empty={t('receipts.noRefused')}
      />
    </Box>
  );
}
