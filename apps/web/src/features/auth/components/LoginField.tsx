import { useId, type ReactNode } from 'react';
import FormControl from '@mui/material/FormControl';
import FormHelperText from '@mui/material/FormHelperText';
import InputLabel from '@mui/material/InputLabel';
import OutlinedInput from '@mui/material/OutlinedInput';
import { useController, type Control } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { shownError } from '../../../lib/forms/shown-error';
import { useShownPassword } from '../../../lib/forms/ShowPasswordButton';
import { translateMessage } from '../../../lib/i18n';

export interface LoginValues {
  login: string;
  password: string;
}

interface LoginFieldProps {
  control: Control<LoginValues>;
  name: keyof LoginValues;
  label: string;
  autoComplete: string;
  autoFocus?: boolean;
  type?: string;
  endAdornment?: ReactNode;
}

/**
 * One field of the sign-in form, as lib/forms' FormTextField draws it (an outlined MUI text field
 * bound to react-hook-form, its error translated), built from the input's own pieces: MUI's
 * TextField imports Select (with Menu, Popover and Modal), which the sign-in page, the first page
 * most visitors load, does not need (issue 43: 7 KB of its 200).
 */
export function LoginField({
  control,
  name,
  label,
  type,
  endAdornment,
  ...input
}: LoginFieldProps) {
  useTranslation(); // re-render on language change
  const { field, fieldState, formState } = useController({ name, control });
  const shown = shownError(fieldState, formState);
  const message = translateMessage(shown?.message);
  const id = useId();
  const helperId = `${id}-helper-text`;
  return (
    <FormControl fullWidth required error={Boolean(shown)} variant="outlined">
      <InputLabel htmlFor={id} id={`${id}-label`}>
        {label}
      </InputLabel>
      <OutlinedInput
        {...input}
        id={id}
        type={type}
        label={label}
        name={field.name}
        value={field.value}
        onChange={field.onChange}
        onBlur={field.onBlur}
        inputRef={field.ref}
        endAdornment={endAdornment}
        aria-describedby={message ? helperId : undefined}
      />
      {message && <FormHelperText id={helperId}>{message}</FormHelperText>}
    </FormControl>
  );
}

/** The password, with a button that shows or hides it (as lib/forms' PasswordField). */
export function LoginPasswordField(props: Omit<LoginFieldProps, 'type' | 'endAdornment'>) {
  const { type, adornment } = useShownPassword();
  return <LoginField {...props} type={type} endAdornment={adornment} />;
}
