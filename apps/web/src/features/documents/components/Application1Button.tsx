import { useCallback } from 'react';
import PictureAsPdfIcon from '@mui/icons-material/PictureAsPdfOutlined';
import { useTranslation } from 'react-i18next';
import { documentsApi } from '../api';
import { useFileDownload } from '../hooks/use-file-download';
import { monthLabel } from '../../../lib/dates';
import { DownloadButton } from './DownloadButton';

interface Props {
  partnerId: number;
  year: number;
  month: number;
}

/** A partner's Application 1 of a month; a failure alerts «Ошибка: {message}» (spec section 8). */
export function Application1Button({ partnerId, year, month }: Props) {
  const { t, i18n } = useTranslation('documents');
  const frame = useCallback((message: string) => t('application1.error', { message }), [t]);
  const { download, busy } = useFileDownload(frame);
  return (
    <DownloadButton
      busy={busy('application1')}
      icon={<PictureAsPdfIcon />}
      onClick={() =>
        void download('application1', () => documentsApi.application1(partnerId, year, month))
      }
    >
      {t('application1.button', { month: monthLabel({ year, month }, i18n.language) })}
    </DownloadButton>
  );
}
