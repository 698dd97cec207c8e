import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { isHttpError } from '../../../lib/http';
import { notify } from '../../../lib/notify';
import { currentMonth, shiftMonth, type MonthRef } from '../../../lib/dates';
import { useClosingCounts } from '../components/closing-counts';
import { monthWords } from '../period';
import { useCloseMonth, useMonthClosings } from '../queries';

/**
 * Closing `month`: the closings, whether the month is over, and the start of a closing (or of its
 * reissue with a reason) with what its answer opens: the reissue's dialog on a conflict, the
 * reason's error, a refusal.
 */
export function useMonthClosing(month: MonthRef) {
  const { t, i18n } = useTranslation('documents');
  const closings = useMonthClosings(true);
  const close = useCloseMonth();
  const [confirming, setConfirming] = useState(false);
  // The reissue's dialog: open with the server's word on a conflict, or '' from the button.
  const [conflict, setConflict] = useState<string | null>(null);
  const [reasonError, setReasonError] = useState<string | undefined>();
  const [refusal, setRefusal] = useState<string | null>(null);
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

  return {
    closings,
    close,
    confirming,
    setConfirming,
    conflict,
    setConflict,
    reasonError,
    setReasonError,
    refusal,
    setRefusal,
    words,
    over,
    current,
    reissueCounts,
    graceDays,
    lastMonth,
    start,
  };
}
