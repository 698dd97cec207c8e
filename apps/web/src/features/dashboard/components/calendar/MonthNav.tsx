import IconButton from '@mui/material/IconButton';
import Stack from '@mui/material/Stack';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import ChevronLeftIcon from '@mui/icons-material/ChevronLeft';
import ChevronRightIcon from '@mui/icons-material/ChevronRight';
import TodayIcon from '@mui/icons-material/Today';
import { useTranslation } from 'react-i18next';
import { monthLabel, shiftMonth, type MonthRef } from '../../../../lib/dates';

/** The month shown, with steps to the one before, the one after and this one. */
export function MonthNav({
  current,
  thisMonth,
  go,
}: {
  current: MonthRef;
  thisMonth: MonthRef;
  go: (month: MonthRef) => void;
}) {
  const { t, i18n } = useTranslation('dashboard');
  return (
    <Stack direction="row" spacing={0.5} sx={{ alignItems: 'center' }}>
      <Tooltip title={t('calendar.previous')}>
        <IconButton aria-label={t('calendar.previous')} onClick={() => go(shiftMonth(current, -1))}>
          <ChevronLeftIcon />
        </IconButton>
      </Tooltip>
      <Typography
        component="h2"
        variant="subtitle1"
        aria-live="polite"
        sx={{
          minWidth: 150,
          textAlign: 'center',
          fontWeight: 600,
        }}
      >
        {monthLabel(current, i18n.language)}
      </Typography>
      <Tooltip title={t('calendar.next')}>
        <IconButton aria-label={t('calendar.next')} onClick={() => go(shiftMonth(current, 1))}>
          <ChevronRightIcon />
        </IconButton>
      </Tooltip>
      <Tooltip title={t('calendar.thisMonth')}>
        <IconButton aria-label={t('calendar.thisMonth')} onClick={() => go(thisMonth)}>
          <TodayIcon />
        </IconButton>
      </Tooltip>
    </Stack>
  );
}
