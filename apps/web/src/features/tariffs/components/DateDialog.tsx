import { useEffect, useState } from 'react';
import TextField from '@mui/material/TextField';
import { useTranslation } from 'react-i18next';
import { todayIso } from '../../../lib/dates';
import { ConfirmDialog } from '../../../lib/ui';

/** A confirmation that asks for a day (end a tariff or an assignment from it). */
export function DateDialog({
  open,
  title,
  text,
  label,
  confirmLabel,
  busy,
  error,
  onConfirm,
  onClose,
}: {
  open: boolean;
  title: string;
  text: string;
  label: string;
  confirmLabel: string;
  busy?: boolean;
  error?: string;
  onConfirm: (day: string) => void;
  onClose: () => void;
}) {
  const { t } = useTranslation('tariffs');
  const [day, setDay] = useState(todayIso());
  const [empty, setEmpty] = useState(false);
  useEffect(() => {
    if (open) {
      setDay(todayIso());
      setEmpty(false);
    }
  }, [open]);
  return (
    <ConfirmDialog
      open={open}
      title={title}
      text={text}
      confirmLabel={confirmLabel}
      confirmColor="warning"
      busy={busy}
      onConfirm={() => (day ? onConfirm(day) : setEmpty(true))}
      onClose={onClose}
    >
      <TextField
        type="date"
        label={label}
        value={day}
        onChange={(event) => {
          setDay(event.target.value);
          setEmpty(false);
        }}
        required
        fullWidth
        error={empty || Boolean(error)}
        helperText={empty ? t('validation.required') : error}
        sx={{ mt: 2 }}
        slotProps={{ inputLabel: { shrink: true } }}
      />
    </ConfirmDialog>
  );
}
