import type { ReactNode } from 'react';
import type { ControllerRenderProps, FieldPath, FieldValues } from 'react-hook-form';
import type { ControllerFieldState, UseFormStateReturn } from 'react-hook-form';
import { translateMessage } from '../i18n';
import { shownError } from './shown-error';

interface Bound<T extends FieldValues> {
  field: Pick<ControllerRenderProps<T, FieldPath<T>>, 'name' | 'ref' | 'onBlur'>;
  fieldState: ControllerFieldState;
  formState: UseFormStateReturn<T>;
}

/**
 * What an input takes from its form field besides the value: its name, ref and blur, and the error
 * it shows (see `shownError`: a field-array's sibling may have been validated before this one was
 * visited), whose translated message stands in place of the hint.
 */
export function boundInputProps<T extends FieldValues>(
  { field, fieldState, formState }: Bound<T>,
  hint: ReactNode,
) {
  const shown = shownError(fieldState, formState);
  return {
    name: field.name,
    inputRef: field.ref,
    onBlur: field.onBlur,
    error: Boolean(shown),
    helperText: translateMessage(shown?.message) ?? hint,
  };
}
