import { useMemo } from 'react';
import Button from '@mui/material/Button';
import TableChartIcon from '@mui/icons-material/TableChartOutlined';
import { useTranslation } from 'react-i18next';
import { useCsvExport } from '../hooks/use-csv-export';
import { ExportDialog } from './ExportDialog';
import type { ExportCsvButtonProps } from '../../../lib/slots';

/** The register's "Export CSV": starts the export job and shows its progress in a dialog. */
export function ExportCsvButton({
  userId,
  serviceId,
  startDate,
  endDate,
  status,
  disabled,
}: ExportCsvButtonProps) {
  const { t } = useTranslation('documents');
  const range = useMemo(
    () => ({ userId, serviceId, startDate, endDate, status }),
    [userId, serviceId, startDate, endDate, status],
  );
  const { view, start, cancel } = useCsvExport(range);
  return (
    <>
      <Button
        variant="contained"
        startIcon={<TableChartIcon />}
        disabled={disabled || view.phase === 'running'}
        onClick={() => void start()}
      >
        {t('export.button')}
      </Button>
      <ExportDialog range={range} view={view} onRetry={() => void start()} onClose={cancel} />
    </>
  );
}
