import FormControlLabel from '@mui/material/FormControlLabel';
import FormHelperText from '@mui/material/FormHelperText';
import Switch from '@mui/material/Switch';
import Checkbox from '@mui/material/Checkbox';
import Box from '@mui/material/Box';
import { useController, type Control, type FieldPath, type FieldValues } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { translateMessage } from '../i18n';

interface FormSwitchProps<T extends FieldValues, TOut = T> {
  name: FieldPath<T>;
  control: Control<T, unknown, TOut>;
  label: string;
  helperText?: string;
  disabled?: boolean;
  /** A checkbox instead of a switch (a yes/no inside a list of fields). */
  checkbox?: boolean;
  className?: string;
}

/** A boolean field bound to react-hook-form, as a switch or a checkbox. */
export function FormSwitch<T extends FieldValues, TOut = T>({
  name,
  control,
  label,
  helperText,
  disabled,
  checkbox,
  className,
}: FormSwitchProps<T, TOut>) {
  useTranslation();
  const { field, fieldState } = useController({ name, control });
  const message = translateMessage(fieldState.error?.message) ?? helperText;
  const Control = checkbox ? Checkbox : Switch;
  return (
    <Box className={className}>
      <FormControlLabel
        label={label}
        disabled={disabled}
        control={
          <Control
            name={field.name}
            checked={Boolean(field.value)}
            onChange={(event) => field.onChange(event.target.checked)}
            onBlur={field.onBlur}
            inputRef={field.ref}
          />
        }
      />
      {message && (
        <FormHelperText error={Boolean(fieldState.error)} sx={{ mt: 0 }}>
          {message}
        </FormHelperText>
      )}
    </Box>
  );
}
