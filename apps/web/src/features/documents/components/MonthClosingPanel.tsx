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
import type { MonthRef } from '../../../lib/dates';
import { monthWords } from '../period';
import { useMonthClosing } from '../hooks/use-month-closing';
import { ClosingStatus } from './ClosingStatus';
import { ClosingsTable } from './ClosingsTable';
import { CloseMonthDialog } from './CloseMonthDialog';
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
  const { t } = useTranslation('documents');
  const [checking, setChecking] = useState<MonthRef | null>(null);
  const closing = useMonthClosing(month);
  const { closings, close, words, over, current, graceDays, lastMonth, start } = closing;

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
        <ClosingIntro graceDays={graceDays} over={over} lastMonth={lastMonth} onPick={onPick} />
        {current?.status === 'done' ? (
          <Button
            variant="outlined"
            color="warning"
            startIcon={<ReplayIcon />}
            onClick={() => closing.setConflict('')}
            disabled={close.isPending}
            sx={{ flexShrink: 0 }}
          >
            {t('closing.reissue')}
          </Button>
        ) : (
          <Button
            variant="contained"
            startIcon={<LockClockIcon />}
            onClick={() => closing.setConfirming(true)}
            disabled={close.isPending || current?.status === 'running' || !over}
            sx={{ flexShrink: 0 }}
          >
            {current?.status === 'failed' ? t('closing.retry') : t('closing.close', words)}
          </Button>
        )}
      </Stack>
      {current && <ClosingStatus month={month} closing={current} />}
      {closing.refusal && (
        <Alert
          severity="warning"
          sx={{ mt: 2 }}
          onClose={() => closing.setRefusal(null)}
          data-testid="closing-refused"
        >
          {closing.refusal}
        </Alert>
      )}
      <ClosingsTable closings={closings} onVerify={setChecking} onOpen={onPick} />
      <ReissueDialog
        // a fresh form for each conflict
        key={closing.conflict ?? ''}
        open={closing.conflict !== null}
        text={
          closing.conflict ||
          (closing.reissueCounts.words
            ? t('closing.reissueText', closing.reissueCounts.words)
            : t('closing.counting'))
        }
        busy={close.isPending}
        serverError={closing.reasonError}
        onClose={() => {
          closing.setConflict(null);
          closing.setReasonError(undefined);
        }}
        onConfirm={(reason) => start(reason)}
      />
      <CloseMonthDialog
        month={month}
        open={closing.confirming}
        busy={close.isPending}
        onConfirm={() => start()}
        onClose={() => closing.setConfirming(false)}
      />
      <VerificationDialog month={checking} onClose={() => setChecking(null)} />
    </Paper>
  );
}

/** What closing does, the grace period, and a month not over yet with a step to the last one. */
function ClosingIntro({
  graceDays,
  over,
  lastMonth,
  onPick,
}: {
  graceDays: number | undefined;
  over: boolean;
  lastMonth: MonthRef;
  onPick: (month: MonthRef) => void;
}) {
  const { t, i18n } = useTranslation('documents');
  return (
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
  );
}
