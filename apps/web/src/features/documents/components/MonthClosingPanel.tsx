import { useState } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import LockClockIcon from '@mui/icons-material/LockClockOutlined';
import { useTranslation } from 'react-i18next';
import { isHttpError } from '../../../lib/http';
import { notify } from '../../../lib/notify';
import { ConfirmDialog } from '../../../lib/ui';
import { currentMonth, monthLabel, type MonthRef } from '../../../lib/dates';
import { useCloseMonth, useMonthClosings } from '../queries';
import { ClosingsTable } from './ClosingsTable';

/** Closing a month: each partner's Application 1 and reports, once; again only after confirming. */
export function MonthClosingPanel({ month }: { month: MonthRef }) {
  const { t, i18n } = useTranslation('documents');
  const closings = useMonthClosings(true);
  const close = useCloseMonth();
  const [conflict, setConflict] = useState<string | null>(null);
  const label = monthLabel(month, i18n.language);
  const now = currentMonth();
  // The server closes only a month that has ended.
  const over = month.year < now.year || (month.year === now.year && month.month < now.month);
  const running = closings.data?.some(
    (closing) =>
      closing.status === 'running' && closing.year === month.year && closing.month === month.month,
  );

  const start = (replace: boolean) =>
    close.mutate(
      { ...month, replace },
      {
        onSuccess: () => {
          setConflict(null);
          notify({ type: 'info', message: t('closing.started', { month: label }) });
        },
        onError: (error) => {
          if (isHttpError(error) && error.status === 409 && !replace) {
            setConflict(error.message);
            return;
          }
          setConflict(null);
          if (isHttpError(error) && error.isAuthFailure) return;
          notify({ type: 'negative', message: error.message });
        },
      },
    );

  return (
    <Paper
      variant="outlined"
      component="section"
      aria-labelledby="month-closing-title"
      sx={{ p: { xs: 1.5, sm: 2 }, mb: 3 }}
      data-testid="month-closing"
    >
      <Stack
        direction={{ xs: 'column', sm: 'row' }}
        spacing={2}
        sx={{ justifyContent: 'space-between', alignItems: { xs: 'stretch', sm: 'center' } }}
      >
        <Box sx={{ minWidth: 0 }}>
          <Typography variant="h6" component="h2" id="month-closing-title">
            {t('closing.title')}
          </Typography>
          <Typography variant="body2" color="text.secondary">
            {t('closing.hint')}
          </Typography>
          {!over && (
            <Typography variant="body2" color="warning.main" data-testid="month-not-over">
              {t('documents.monthNotOver')}
            </Typography>
          )}
        </Box>
        <Button
          variant="contained"
          startIcon={<LockClockIcon />}
          onClick={() => start(false)}
          disabled={close.isPending || running || !over}
          sx={{ flexShrink: 0 }}
        >
          {t('closing.close', { month: label })}
        </Button>
      </Stack>
      <ClosingsTable closings={closings} />
      <ConfirmDialog
        open={conflict !== null}
        title={t('closing.replaceTitle')}
        text={conflict ?? ''}
        confirmLabel={t('closing.replaceConfirm')}
        confirmColor="warning"
        busy={close.isPending}
        onClose={() => setConflict(null)}
        onConfirm={() => start(true)}
      />
    </Paper>
  );
}
