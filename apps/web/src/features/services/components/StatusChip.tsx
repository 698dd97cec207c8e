import type { ServiceStatus } from '@cabinet/contract';
import Chip from '@mui/material/Chip';
import { useTranslation } from 'react-i18next';

export function StatusChip({ status }: { status: ServiceStatus }) {
  const { t } = useTranslation('services');
  return (
    <Chip
      size="small"
      color={status === 'active' ? 'success' : 'default'}
      variant="outlined"
      label={t(`status.${status}`)}
    />
  );
}
