import { useCallback, useState, type FormEventHandler } from 'react';
import type { FieldValues, Path, UseFormReturn } from 'react-hook-form';
import { applyServerErrors } from './server-errors';

/** What `useFormSubmit` gives a form: the submit, the failure of the whole form, whether it is sent. */
export interface SubmitState {
  onSubmit: FormEventHandler<HTMLFormElement>;
  formError?: string | undefined;
  busy: boolean;
}

/**
 * A form's submit: sends the checked values, puts a 422's field errors beside their fields and
 * keeps the failure of the whole form (`formError`) to show above them; `clearError` forgets it (a
 * dialog opened again).
 */
export function useFormSubmit<Input extends FieldValues, Output extends FieldValues>(
  form: Pick<UseFormReturn<Input, unknown, Output>, 'handleSubmit' | 'setError' | 'formState'>,
  /** The fields a 422 may name; a function where they depend on the values (rows of a list). */
  fields: readonly Path<Input>[] | (() => readonly Path<Input>[]),
  send: (values: Output) => Promise<unknown>,
) {
  const [formError, setFormError] = useState<string>();
  const onSubmit = form.handleSubmit(async (values) => {
    setFormError(undefined);
    try {
      await send(values);
    } catch (error) {
      setFormError(
        applyServerErrors(error, form.setError, typeof fields === 'function' ? fields() : fields),
      );
    }
  });
  const clearError = useCallback(() => setFormError(undefined), []);
  return { onSubmit, formError, clearError, busy: form.formState.isSubmitting };
}
