import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import InsightsIcon from '@mui/icons-material/InsightsOutlined';
import ChevronLeftIcon from '@mui/icons-material/ChevronLeft';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { monthLabel, shiftMonth, type MonthRef } from '../../../lib/dates';

/** "No requests in this period", with what one can do about it. */
export function EmptyPeriod({
  title,
  text,
  action,
}: {
  title: string;
  text?: string;
  action?: { label: string; onClick: () => void; icon?: ReactNode };
}) {
  return (
    <Paper
      variant="outlined"
      role="status"
      data-testid="empty-period"
      sx={{ p: { xs: 3, sm: 5 }, textAlign: 'center' }}
    >
      <InsightsIcon sx={{ fontSize: 48, color: 'text.disabled' }} aria-hidden />
      <Typography variant="h6" component="p" sx={{ mt: 1 }}>
        {title}
      </Typography>
      {text && (
        <Typography color="text.secondary" sx={{ mt: 0.5 }}>
          {text}
        </Typography>
      )}
      {action && (
        <Box sx={{ mt: 2 }}>
          <Button variant="outlined" onClick={action.onClick} startIcon={action.icon}>
            {action.label}
          </Button>
        </Box>
      )}
    </Paper>
  );
}

/** An empty month, with a step back to the month before. */
export function EmptyMonth({
  title,
  month,
  onMonth,
}: {
  title: string;
  month: MonthRef;
  onMonth: (month: MonthRef) => void;
}) {
  const { t, i18n } = useTranslation('usage');
  return (
    <EmptyPeriod
      title={title}
      text={t('empty.monthHint', { month: monthLabel(month, i18n.language) })}
      action={{
        label: t('period.previous'),
        icon: <ChevronLeftIcon />,
        onClick: () => onMonth(shiftMonth(month, -1)),
      }}
    />
  );
}
