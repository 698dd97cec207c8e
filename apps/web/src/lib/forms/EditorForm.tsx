import type { ReactNode } from 'react';
import { FormActions } from './FormActions';
import { FormShell } from './FormShell';
import type { SubmitState } from './use-form-submit';

interface EditorFormProps {
  /** The form's accessible name (the page's title). */
  label: string;
  submit: SubmitState;
  /** Where «Cancel» leads back to. */
  cancelTo: string;
  children: ReactNode;
}

/** A page's editor of one record: its sections of fields, then cancel and save. */
export function EditorForm({ label, submit, cancelTo, children }: EditorFormProps) {
  return (
    <FormShell
      label={label}
      onSubmit={submit.onSubmit}
      error={submit.formError}
      sx={{ maxWidth: 960 }}
      actions={<FormActions cancelTo={cancelTo} busy={submit.busy} />}
    >
      {children}
    </FormShell>
  );
}
