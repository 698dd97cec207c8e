import { useState } from 'react';
import TextField from '@mui/material/TextField';
import { useTranslation } from 'react-i18next';
import { ConfirmDialog } from '../../../lib/ui';

/** The fewest characters of a reason the server accepts (CloseMonthInput). */
const MIN_REASON = 3;

/**
 * Issuing a closed month's documents again: a correction, so it says why (required; the old
 * documents are kept and marked replaced).
 */
export function ReissueDialog({
  open,
  text,
  busy,
  serverError,
  onConfirm,
  onClose,
}: {
  open: boolean;
  /** The server's word on the month (closed already). */
  text: string;
  busy: boolean;
  /** The server's message on `reason`, when it refused it. */
  serverError?: string;
  onConfirm: (reason: string) => void;
  onClose: () => void;
}) {
  const { t } = useTranslation('documents');
  const [reason, setReason] = useState('');
  const [touched, setTouched] = useState(false);
  const tooShort = reason.trim().length < MIN_REASON;
  const error = (touched && tooShort && t('documents.reissueReasonRequired')) || serverError;
  return (
    <ConfirmDialog
      open={open}
      title={t('closing.replaceTitle')}
      text={text}
      confirmLabel={t('closing.replaceConfirm')}
      confirmColor="warning"
      busy={busy}
      onClose={() => {
        setTouched(false);
        onClose();
      }}
      onConfirm={() => {
        setTouched(true);
        if (!tooShort) onConfirm(reason.trim());
      }}
    >
      <TextField
        label={t('closing.reason')}
        value={reason}
        onChange={(event) => setReason(event.target.value)}
        onBlur={() => setTouched(true)}
        required
        fullWidth
        multiline
        minRows={2}
        margin="normal"
        slotProps={{ htmlInput: { maxLength: 500 } }}
        error={Boolean(error)}
        helperText={error || t('closing.reasonHint')}
      />
    </ConfirmDialog>
  );
}
