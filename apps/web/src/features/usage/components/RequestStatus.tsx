import Chip from '@mui/material/Chip';
import { useTranslation } from 'react-i18next';

/** Success or error of a recorded request. */
export function RequestStatus({ status }: { status: 'success' | 'error' }) {
  const { t } = useTranslation('usage');
  return (
    <Chip
      size="small"
      variant="outlined"
      color={status === 'success' ? 'success' : 'error'}
      label={t(`requestStatus.${status}`)}
    />
  );
}
