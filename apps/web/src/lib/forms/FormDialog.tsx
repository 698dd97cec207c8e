import type { FormEvent, ReactNode } from 'react';
import Button, { type ButtonProps } from '@mui/material/Button';
import type { DialogProps } from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import { useTranslation } from 'react-i18next';
import { TitledDialog } from '../ui/TitledDialog';
import { FormError } from './FormError';
import { SubmitButton } from './SubmitButton';

interface FormDialogProps {
  open: boolean;
  onClose: () => void;
  /** The dialog's heading, and the form's accessible name. */
  title: ReactNode;
  /** A line on what the form does, above the fields. */
  text?: ReactNode;
  /** The failure of the whole form, above the fields. */
  error?: string | undefined;
  /** The form's submit, as `useFormSubmit` gives it (a promise the dialog does not wait for). */
  onSubmit: (event: FormEvent<HTMLFormElement>) => unknown;
  submitLabel: ReactNode;
  /** The form is being sent: the submit button waits. */
  busy: boolean;
  submitColor?: ButtonProps['color'];
  /** «Cancel» in the feature's own words, where they differ from the common ones. */
  cancelLabel?: string;
  maxWidth?: DialogProps['maxWidth'];
  fullScreen?: boolean;
  children: ReactNode;
}

/** A form in a dialog: its title, a line on it, the failure above the fields, cancel and submit. */
export function FormDialog({
  open,
  onClose,
  title,
  text,
  error,
  onSubmit,
  submitLabel,
  busy,
  submitColor,
  cancelLabel,
  maxWidth = 'sm',
  fullScreen,
  children,
}: FormDialogProps) {
  const { t } = useTranslation();
  return (
    <TitledDialog
      open={open}
      onClose={onClose}
      title={title}
      onSubmit={(event) => void onSubmit(event)}
      fullWidth
      fullScreen={fullScreen}
      maxWidth={maxWidth}
    >
      <DialogContent>
        {text && <DialogContentText sx={{ mb: 2 }}>{text}</DialogContentText>}
        <FormError message={error} sx={{ mb: 2 }} />
        {children}
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{cancelLabel ?? t('common.cancel')}</Button>
        <SubmitButton busy={busy} fullWidth={false} size="medium" color={submitColor}>
          {submitLabel}
        </SubmitButton>
      </DialogActions>
    </TitledDialog>
  );
}
