import type { FormEventHandler, ReactNode } from 'react';
import { FormActions } from './FormActions';
import { FormShell } from './FormShell';

/** What `useFormSubmit` gives a form: the submit, the failure of the whole form, whether it is sent. */
export interface SubmitState {
  onSubmit: FormEventHandler<HTMLFormElement>;
  formError?: string | undefined;
  busy: boolean;
}

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
