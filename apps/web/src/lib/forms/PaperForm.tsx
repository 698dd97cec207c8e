import type { ReactNode } from 'react';
import { FormActions } from './FormActions';
import { FormShell } from './FormShell';
import type { SubmitState } from './use-form-submit';

interface PaperFormProps {
  /** The form's accessible name. */
  label: string;
  submit: SubmitState;
  /** The paper's width at most, in pixels. */
  width: number;
  /** A line before the failure and the fields. */
  intro?: ReactNode;
  /** FormActions' cancel target, other buttons and submit label. */
  cancelTo?: string;
  before?: ReactNode;
  submitLabel?: string;
  children: ReactNode;
}

/** A short form on its own page (a password, an e-mail): in an outlined paper, then its buttons. */
export function PaperForm({
  label,
  submit,
  width,
  intro,
  cancelTo,
  before,
  submitLabel,
  children,
}: PaperFormProps) {
  return (
    <FormShell
      label={label}
      onSubmit={submit.onSubmit}
      error={submit.formError}
      spacing={2}
      paperWidth={width}
      intro={intro}
      actions={
        <FormActions
          cancelTo={cancelTo}
          before={before}
          busy={submit.busy}
          submitLabel={submitLabel}
        />
      }
    >
      {children}
    </FormShell>
  );
}
