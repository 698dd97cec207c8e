import { useState } from 'react';
import type { FieldValues, Path, UseFormReturn } from 'react-hook-form';
import { applyServerErrors } from './server-errors';

/**
 * A form's submit: sends the checked values, puts a 422's field errors beside their fields and
 * keeps the failure of the whole form (`formError`) to show above them.
 */
export function useFormSubmit<Input extends FieldValues, Output extends FieldValues>(
  form: Pick<UseFormReturn<Input, unknown, Output>, 'handleSubmit' | 'setError' | 'formState'>,
  fields: readonly Path<Input>[],
  send: (values: Output) => Promise<unknown>,
) {
  const [formError, setFormError] = useState<string>();
  const onSubmit = form.handleSubmit(async (values) => {
    setFormError(undefined);
    try {
      await send(values);
    } catch (error) {
      setFormError(applyServerErrors(error, form.setError, fields));
    }
  });
  return { onSubmit, formError, busy: form.formState.isSubmitting };
}
