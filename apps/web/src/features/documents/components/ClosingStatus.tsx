import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import LinearProgress from '@mui/material/LinearProgress';
import { useTranslation } from 'react-i18next';
import { formatMomentDay } from '../../../lib/format';
import type { MonthRef } from '../../../lib/dates';
import type { MonthClosing } from '../api';
import { monthWords } from '../period';

/**
 * Where the shown month's closing stands, as it is: closed (when, by whom, issued again), being
 * closed (how far), or failed (why, and that nothing new was issued).
 */
export function ClosingStatus({ month, closing }: { month: MonthRef; closing: MonthClosing }) {
  const { t, i18n } = useTranslation('documents');
  const lang = i18n.language;
  const words = monthWords(month, lang);
  if (closing.status === 'running')
    return (
      <Alert severity="info" sx={{ mt: 2 }} data-testid="closing-state" data-state="running">
        {t('closing.runningNow', { ...words, progress: closing.progress })}
        <LinearProgress
          variant="determinate"
          value={closing.progress}
          aria-label={`${words.month}: ${closing.progress}%`}
          sx={{ mt: 1 }}
        />
      </Alert>
    );
  if (closing.status === 'failed')
    return (
      <Alert severity="error" sx={{ mt: 2 }} data-testid="closing-state" data-state="failed">
        {t('closing.failedNow', { ...words, message: closing.message ?? '—' })}
      </Alert>
    );
  const date = formatMomentDay(closing.closedAt, lang);
  const key = closing.reason === null ? 'closing.closedOn' : 'closing.reissuedOn';
  return (
    <Alert severity="success" sx={{ mt: 2 }} data-testid="closing-state" data-state="done">
      {closing.closedBy
        ? t(key, { ...words, date, who: closing.closedBy })
        : t(`${key}Unsigned`, { ...words, date })}
      {closing.reason && (
        <Box component="span" sx={{ display: 'block', overflowWrap: 'anywhere' }}>
          {t('list.reason', { reason: closing.reason })}
        </Box>
      )}
    </Alert>
  );
}
