import TextField, { type TextFieldProps } from '@mui/material/TextField';
import { useController, type Control, type FieldPath, type FieldValues } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { boundInputProps } from './bound-input';

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
  const bound = useController({ name, control });
  return (
    <TextField
      {...props}
      {...boundInputProps(bound, helperText)}
      value={(bound.field.value as string | undefined) ?? ''}
      onChange={bound.field.onChange}
      fullWidth={props.fullWidth ?? true}
    />
  );
}
