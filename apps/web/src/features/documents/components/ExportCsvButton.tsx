import { useMemo } from 'react';
import type { RegisterOutcome } from '@cabinet/contract';
import Button from '@mui/material/Button';
import TableChartIcon from '@mui/icons-material/TableChartOutlined';
import { useTranslation } from 'react-i18next';
import { useCsvExport } from '../hooks/use-csv-export';
import { ExportDialog } from './ExportDialog';

interface Props {
  userId: number;
  serviceId: number;
  startDate: string;
  endDate: string;
  status?: RegisterOutcome | undefined;
  /** The range is not valid yet. */
  disabled?: boolean;
}

/** The register's "Export CSV": starts the export job and shows its progress in a dialog. */
export function ExportCsvButton({
  userId,
  serviceId,
  startDate,
  endDate,
  status,
  disabled,
}: Props) {
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
