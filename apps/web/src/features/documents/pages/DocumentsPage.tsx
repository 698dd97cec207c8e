import { useState } from 'react';
import { Permission } from '@cabinet/contract';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import UploadIcon from '@mui/icons-material/UploadFileOutlined';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { usePermission } from '../../../lib/session';
import { PartnerTabs } from '../../../lib/partners';
import { NoAccess, PageHeader } from '../../../lib/ui';
import { Application1Button } from '../components/Application1Button';
import { DocumentsTable, useDocumentsTableQuery } from '../components/DocumentsTable';
import { PeriodFilter } from '../components/PeriodFilter';
import { StatementButton } from '../components/StatementButton';
import { UploadDialog } from '../components/UploadDialog';
import { usePeriodParams } from '../hooks/use-period-params';
import { parseId } from '../../../lib/paths';
import { currentMonth, monthInText, shiftMonth } from '../../../lib/dates';
import { useDocuments, useDocumentsOwner } from '../queries';

/** documents (`/admin/{id}/documents`): a partner's documents, or a client's own. */
export default function DocumentsPage() {
  const { t, i18n } = useTranslation('documents');
  const userId = parseId(useParams().id);
  const { query, update, paging } = useDocumentsTableQuery();
  const [period, setPeriod] = usePeriodParams();
  const documents = useDocuments(userId, {
    ...paging,
    year: period.year,
    month: period.month,
  });
  const owner = useDocumentsOwner(userId);
  const canEdit = usePermission(Permission.documentsEdit);
  const [uploading, setUploading] = useState(false);

  if (!userId) return <NoAccess />;
  const isPartner = owner?.group === 'Partner';
  // Application 1 of the chosen month, or of the last month that has ended.
  const applicationMonth =
    period.year && period.month
      ? { year: period.year, month: period.month }
      : shiftMonth(currentMonth(), -1);
  const periodLabel =
    period.year && period.month
      ? monthInText({ year: period.year, month: period.month }, i18n.language)
      : period.year
        ? String(period.year)
        : t('list.allPeriods');
  const filtered = period.year !== undefined || period.month !== undefined;

  return (
    <>
      <PageHeader
        title={t('routes.documents')}
        subtitle={owner && !owner.own ? `${owner.name} (${owner.login})` : undefined}
        actions={
          <>
            {isPartner && <StatementButton partnerId={userId} {...applicationMonth} />}
            {isPartner && <Application1Button partnerId={userId} {...applicationMonth} />}
            {canEdit && (
              <Button
                variant="contained"
                startIcon={<UploadIcon />}
                onClick={() => setUploading(true)}
              >
                {t('upload.open')}
              </Button>
            )}
          </>
        }
      />
      {isPartner && !owner.own && <PartnerTabs partnerId={userId} />}
      <Stack direction="row" spacing={2} useFlexGap sx={{ mb: 3, flexWrap: 'wrap' }}>
        <PeriodFilter value={period} onChange={setPeriod} allowAll />
      </Stack>
      <DocumentsTable
        label={t('list.tableLabel', { period: periodLabel })}
        result={documents}
        query={query}
        update={update}
        empty={filtered ? t('list.emptyPeriod') : t('list.empty')}
      />
      {canEdit && (
        <UploadDialog
          open={uploading}
          partnerId={userId}
          initialMonth={applicationMonth}
          onClose={() => setUploading(false)}
        />
      )}
    </>
  );
}
