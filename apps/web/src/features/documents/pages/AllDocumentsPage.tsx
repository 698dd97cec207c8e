import { Permission } from '@cabinet/contract';
import Stack from '@mui/material/Stack';
import { useTranslation } from 'react-i18next';
import { usePermission } from '../../../lib/session';
import { PageHeader } from '../../../lib/ui';
import { DocumentsTable, useDocumentsTableQuery } from '../components/DocumentsTable';
import { MonthClosingPanel } from '../components/MonthClosingPanel';
import { PeriodFilter } from '../components/PeriodFilter';
import { usePeriodParams } from '../hooks/use-period-params';
import { currentMonth } from '../../../lib/dates';
import { monthWords } from '../period';
import { useAllDocuments } from '../queries';

/** invoicesPartners (`/admin/all/documents`): every partner's documents of a month; closing it. */
export default function AllDocumentsPage() {
  const { t, i18n } = useTranslation('documents');
  const { query, update, paging } = useDocumentsTableQuery();
  const [period, setPeriod] = usePeriodParams(currentMonth());
  const month = {
    year: period.year ?? currentMonth().year,
    month: period.month ?? currentMonth().month,
  };
  const documents = useAllDocuments({
    ...paging,
    currentMonth: month.month,
    currentYear: month.year,
  });
  const canEdit = usePermission(Permission.documentsEdit);
  const words = monthWords(month, i18n.language);

  return (
    <>
      <PageHeader title={t('routes.invoicesPartners')} />
      <Stack direction="row" spacing={2} useFlexGap sx={{ mb: 3, flexWrap: 'wrap' }}>
        <PeriodFilter value={month} onChange={setPeriod} />
      </Stack>
      {canEdit && <MonthClosingPanel month={month} onPick={setPeriod} />}
      <DocumentsTable
        label={t('all.tableLabel', words)}
        result={documents}
        query={query}
        update={update}
        empty={t('all.empty', words)}
        showPartner
      />
    </>
  );
}
