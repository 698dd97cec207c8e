import type { FieldValues } from 'react-hook-form';
import { FormTextField, type FormTextFieldProps } from './FormTextField';
import { useShownPassword } from './ShowPasswordButton';

/** A password field with a show/hide button. */
export function PasswordField<T extends FieldValues, TOut = T>(props: FormTextFieldProps<T, TOut>) {
  const { type, adornment } = useShownPassword();
  return (
    <FormTextField {...props} type={type} slotProps={{ input: { endAdornment: adornment } }} />
  );
}
