import type { PackageRequestStatus } from '@cabinet/contract';
import Chip from '@mui/material/Chip';
import { useTranslation } from 'react-i18next';

const COLORS = {
  pending: 'warning',
  approved: 'success',
  rejected: 'error',
  cancelled: 'default',
} as const;

export function StatusChip({ status }: { status: PackageRequestStatus }) {
  const { t } = useTranslation('package-requests');
  return (
    <Chip size="small" variant="outlined" color={COLORS[status]} label={t(`status.${status}`)} />
  );
}
