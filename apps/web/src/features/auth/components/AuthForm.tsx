import type { ReactNode } from 'react';
import type { SubmitState } from '../../../lib/forms/use-form-submit';
import { FormShell } from '../../../lib/forms/FormShell';
import { SubmitButton } from '../../../lib/forms/SubmitButton';

/** An auth screen's form: the failure above the fields (when given), the fields, one submit. */
export function AuthForm({
  label,
  submit,
  submitLabel,
  children,
}: {
  label: string;
  submit: SubmitState;
  submitLabel: string;
  children: ReactNode;
}) {
  return (
    <FormShell label={label} onSubmit={submit.onSubmit} error={submit.formError} spacing={2}>
      {children}
      <SubmitButton busy={submit.busy}>{submitLabel}</SubmitButton>
    </FormShell>
  );
}
