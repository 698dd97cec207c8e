import TextField, { type TextFieldProps } from '@mui/material/TextField';
import { useController, type Control, type FieldPath, type FieldValues } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { translateMessage } from '../i18n';
import { shownError } from './shown-error';

export type FormTextFieldProps<T extends FieldValues, TOut = T> = Omit<
  TextFieldProps,
  'name' | 'value' | 'onChange' | 'onBlur' | 'error'
> & {
  name: FieldPath<T>;
  /** The form's control; `TOut` is what the schema turns the values into. */
  control: Control<T, unknown, TOut>;
};

/** A MUI text field bound to react-hook-form, with its error (a message key or text) translated. */
export function FormTextField<T extends FieldValues, TOut = T>({
  name,
  control,
  helperText,
  ...props
}: FormTextFieldProps<T, TOut>) {
  useTranslation(); // re-render on language change
  const { field, fieldState, formState } = useController({ name, control });
  // A field-array's sibling may have been validated before this one was visited: wait for it.
  const shown = shownError(fieldState, formState);
  const message = translateMessage(shown?.message);
  return (
    <TextField
      {...props}
      name={field.name}
      value={(field.value as string | undefined) ?? ''}
      onChange={field.onChange}
      onBlur={field.onBlur}
      inputRef={field.ref}
      error={Boolean(shown)}
      helperText={message ?? helperText}
      fullWidth={props.fullWidth ?? true}
    />
  );
}
