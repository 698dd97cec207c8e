import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { isIsoDay, todayIso } from '../../../lib/dates';
import { DayField } from '../../../lib/forms/DayField';
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
      // A day typed wrong says so itself.
      onConfirm={() => (isIsoDay(day) ? onConfirm(day) : setEmpty(day === ''))}
      onClose={onClose}
    >
      <DayField
        label={label}
        value={day}
        onChange={(next) => {
          setDay(next);
          setEmpty(false);
        }}
        required
        fullWidth
        error={empty || Boolean(error)}
        helperText={empty ? t('validation.required') : error}
        sx={{ mt: 2 }}
      />
    </ConfirmDialog>
  );
}
