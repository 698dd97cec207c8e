import type { FormEventHandler, ReactNode } from 'react';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import type { SxProps, Theme } from '@mui/material/styles';
import { FormError } from './FormError';

interface FormShellProps {
  /** The form's accessible name. */
  label: string;
  onSubmit: FormEventHandler<HTMLFormElement>;
  /** The failure of the whole form, shown above the fields. */
  error?: string;
  /** What stands before the failure (a line on what the form does). */
  intro?: ReactNode;
  /** Its buttons, after the fields (FormActions, a SubmitButton). */
  actions?: ReactNode;
  /** Inside an outlined paper of this width (a short form on its own page). */
  paperWidth?: number;
  spacing?: number;
  sx?: SxProps<Theme>;
  children: ReactNode;
}

/** A form: its name, the failure above the fields, the fields, its buttons. */
export function FormShell({
  label,
  onSubmit,
  error,
  intro,
  actions,
  paperWidth,
  spacing = 3,
  sx,
  children,
}: FormShellProps) {
  const form = (
    <Stack
      component="form"
      spacing={spacing}
      noValidate
      onSubmit={onSubmit}
      aria-label={label}
      sx={sx}
    >
      {intro}
      <FormError message={error} />
      {children}
      {actions}
    </Stack>
  );
  if (paperWidth === undefined) return form;
  return (
    <Paper variant="outlined" sx={{ p: { xs: 2, sm: 3 }, maxWidth: paperWidth }}>
      {form}
    </Paper>
  );
}
