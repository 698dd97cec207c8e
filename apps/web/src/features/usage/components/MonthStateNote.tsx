import type { MonthState } from '@cabinet/contract';
import Alert from '@mui/material/Alert';
import LockIcon from '@mui/icons-material/LockOutlined';
import LockOpenIcon from '@mui/icons-material/LockOpenOutlined';
import HourglassIcon from '@mui/icons-material/HourglassTopOutlined';
import { useTranslation } from 'react-i18next';
import { formatMomentDay } from '../../../lib/format';

const severity = { open: 'info', closing: 'warning', closed: 'success' } as const;
const icons = {
  open: <LockOpenIcon fontSize="inherit" />,
  closing: <HourglassIcon fontSize="inherit" />,
  closed: <LockIcon fontSize="inherit" />,
};

/**
 * Whether the month's figures are final: an open month's are a preliminary statement that may
 * still change, a closed month's documents are final.
 */
export function MonthStateNote({ period }: { period: MonthState }) {
  const { t, i18n } = useTranslation('usage');
  return (
    <Alert
      severity={severity[period.status]}
      icon={icons[period.status]}
      variant="outlined"
      role="status"
      data-testid="month-state"
      data-status={period.status}
      sx={{ mb: 3 }}
    >
      {t(`monthState.${period.status}`, {
        date: formatMomentDay(period.closedAt, i18n.language),
      })}
    </Alert>
  );
}
