import { useState } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import LockClockIcon from '@mui/icons-material/LockClockOutlined';
import ReplayIcon from '@mui/icons-material/ReplayOutlined';
import { useTranslation } from 'react-i18next';
import { isHttpError } from '../../../lib/http';
import { notify } from '../../../lib/notify';
import { currentMonth, shiftMonth, type MonthRef } from '../../../lib/dates';
import { monthWords } from '../period';
import { useCloseMonth, useMonthClosings } from '../queries';
import { ClosingStatus } from './ClosingStatus';
import { ClosingsTable } from './ClosingsTable';
import { CloseMonthDialog } from './CloseMonthDialog';
import { useClosingCounts } from './closing-counts';
import { ReissueDialog } from './ReissueDialog';
import { VerificationDialog } from './VerificationDialog';

interface MonthClosingPanelProps {
  month: MonthRef;
  /** Shows another month's documents: the last one while the one shown is not over, a closed one. */
  onPick: (month: MonthRef) => void;
}

/**
 * Closing a month: each partner's Application 1 and reports, once, after the grace period for late
 * records; issuing them again only after confirming, with a reason. Any closed month can be checked
 * against the register.
 */
export function MonthClosingPanel({ month, onPick }: MonthClosingPanelProps) {
  const { t, i18n } = useTranslation('documents');
  const closings = useMonthClosings(true);
  const close = useCloseMonth();
  const [confirming, setConfirming] = useState(false);
  // The reissue's dialog: open with the server's word on a conflict, or '' from the button.
  const [conflict, setConflict] = useState<string | null>(null);
  const [reasonError, setReasonError] = useState<string | undefined>();
  const [refusal, setRefusal] = useState<string | null>(null);
  const [checking, setChecking] = useState<MonthRef | null>(null);
  const words = monthWords(month, i18n.language);
  const now = currentMonth();
  // The server closes only a month that has ended.
  const over = month.year < now.year || (month.year === now.year && month.month < now.month);
  const current = closings.data?.closings.find(
    (closing) => closing.year === month.year && closing.month === month.month,
  );
  const reissueCounts = useClosingCounts(month, conflict !== null);
  const graceDays = closings.data?.graceDays;
  const lastMonth = shiftMonth(now, -1);

  const start = (reason?: string) =>
    close.mutate(
      { ...month, replace: reason !== undefined, reason },
      {
        onSuccess: () => {
          setConfirming(false);
          setConflict(null);
          setRefusal(null);
          setReasonError(undefined);
          notify({ type: 'info', message: t('closing.started', words) });
        },
        onError: (error) => {
          setConfirming(false);
          if (isHttpError(error) && error.status === 409 && reason === undefined) {
            setConflict(error.message);
            return;
          }
          if (isHttpError(error) && error.status === 422) {
            const onReason = error.fieldErrors.reason?.[0];
            if (onReason && reason !== undefined) return setReasonError(onReason);
            setConflict(null);
            setRefusal(error.fieldErrors.month?.[0] ?? error.message);
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
          {graceDays !== undefined && (
            <Typography variant="body2" color="text.secondary" data-testid="closing-grace">
              {t('closing.grace', { count: graceDays })}
            </Typography>
          )}
          {!over && (
            <Stack direction="row" sx={{ alignItems: 'center', flexWrap: 'wrap', columnGap: 1 }}>
              <Typography variant="body2" color="warning.main" data-testid="month-not-over">
                {t('documents.monthNotOver')}
              </Typography>
              <Button size="small" onClick={() => onPick(lastMonth)}>
                {t('closing.openLast', monthWords(lastMonth, i18n.language))}
              </Button>
            </Stack>
          )}
        </Box>
        {current?.status === 'done' ? (
          <Button
            variant="outlined"
            color="warning"
            startIcon={<ReplayIcon />}
            onClick={() => setConflict('')}
            disabled={close.isPending}
            sx={{ flexShrink: 0 }}
          >
            {t('closing.reissue')}
          </Button>
        ) : (
          <Button
            variant="contained"
            startIcon={<LockClockIcon />}
            onClick={() => setConfirming(true)}
            disabled={close.isPending || current?.status === 'running' || !over}
            sx={{ flexShrink: 0 }}
          >
            {current?.status === 'failed' ? t('closing.retry') : t('closing.close', words)}
          </Button>
        )}
      </Stack>
      {current && <ClosingStatus month={month} closing={current} />}
      {refusal && (
        <Alert
          severity="warning"
          sx={{ mt: 2 }}
          onClose={() => setRefusal(null)}
          data-testid="closing-refused"
        >
          {refusal}
        </Alert>
      )}
      <ClosingsTable closings={closings} onVerify={setChecking} onOpen={onPick} />
      <ReissueDialog
        // a fresh form for each conflict
        key={conflict ?? ''}
        open={conflict !== null}
        text={
          conflict ||
          (reissueCounts.words
            ? t('closing.reissueText', reissueCounts.words)
            : t('closing.counting'))
        }
        busy={close.isPending}
        serverError={reasonError}
        onClose={() => {
          setConflict(null);
          setReasonError(undefined);
        }}
        onConfirm={(reason) => start(reason)}
      />
      <CloseMonthDialog
        month={month}
        open={confirming}
        busy={close.isPending}
        onConfirm={() => start()}
        onClose={() => setConfirming(false)}
      />
      <VerificationDialog month={checking} onClose={() => setChecking(null)} />
    </Paper>
  );
}
