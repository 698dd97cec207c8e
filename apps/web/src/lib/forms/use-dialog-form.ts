import type { FieldValues, Path, UseFormReturn } from 'react-hook-form';
import { useFormSubmit } from './use-form-submit';

/**
 * A dialog's form that stays mounted while closed: after a success, and on closing, the fields go
 * back to `blank` (the form's defaults when not given) and the failure is forgotten, so that the
 * next opening starts clean.
 */
export function useDialogForm<Input extends FieldValues, Output extends FieldValues>(
  form: Pick<
    UseFormReturn<Input, unknown, Output>,
    'handleSubmit' | 'setError' | 'formState' | 'reset'
  >,
  fields: readonly Path<Input>[],
  send: (values: Output) => Promise<unknown>,
  { blank, onClose }: { blank?: Input; onClose: () => void },
) {
  const { onSubmit, formError, clearError } = useFormSubmit(form, fields, async (values) => {
    await send(values);
    form.reset(blank);
  });
  const close = () => {
    form.reset(blank);
    clearError();
    onClose();
  };
  return { onSubmit, formError, close };
}
