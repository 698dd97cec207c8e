import PictureAsPdfIcon from '@mui/icons-material/PictureAsPdfOutlined';
import { useTranslation } from 'react-i18next';
import { documentsApi } from '../api';
import { useFileDownload } from '../hooks/use-file-download';
import { DownloadButton } from './DownloadButton';

interface Props {
  userId: number;
  serviceId: number;
  year: number;
  month: number;
}

/** The per-day report of one service and month as a PDF (its name holds the Russian month). */
export function ReportPdfButton({ userId, serviceId, year, month }: Props) {
  const { t } = useTranslation('documents');
  const { download, busy } = useFileDownload();
  return (
    <DownloadButton
      busy={busy('pdf')}
      icon={<PictureAsPdfIcon />}
      onClick={() =>
        void download('pdf', () => documentsApi.serviceReport(userId, serviceId, year, month))
      }
    >
      {t('report.pdf')}
    </DownloadButton>
  );
}
