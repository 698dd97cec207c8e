import { useTranslation } from 'react-i18next';
import type { MonthRef } from '../../../lib/dates';
import { ConfirmDialog } from '../../../lib/ui';
import { monthWords } from '../period';
import { useClosingCounts } from './closing-counts';

/**
 * Closing a month, confirmed first: it issues numbered final documents for every partner billed in
 * it, which only a reissue with a reason (that the partner sees) corrects. The server counts them.
 */
export function CloseMonthDialog({
  month,
  open,
  busy,
  onConfirm,
  onClose,
}: {
  month: MonthRef;
  open: boolean;
  busy: boolean;
  onConfirm: () => void;
  onClose: () => void;
}) {
  const { t, i18n } = useTranslation('documents');
  const words = monthWords(month, i18n.language);
  const { preview, words: counts } = useClosingCounts(month, open);
  const text = counts
    ? counts.none
      ? t('closing.confirmNothing', words)
      : t('closing.confirmText', { ...words, ...counts })
    : preview.isError
      ? preview.error.message
      : t('closing.counting');
  return (
    <ConfirmDialog
      open={open}
      title={t('closing.confirmTitle', words)}
      text={text}
      confirmLabel={t('closing.confirm')}
      confirmColor="warning"
      busy={busy || !counts}
      onConfirm={onConfirm}
      onClose={onClose}
    />
  );
}
