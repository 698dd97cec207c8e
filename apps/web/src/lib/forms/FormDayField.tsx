import { useController, type Control, type FieldPath, type FieldValues } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { translateMessage } from '../i18n';
import { DayField, type DayFieldProps } from './DayField';
import { shownError } from './shown-error';

export type FormDayFieldProps<T extends FieldValues, TOut = T> = Omit<
  DayFieldProps,
  'name' | 'value' | 'onChange' | 'onBlur' | 'error' | 'inputRef'
> & {
  name: FieldPath<T>;
  control: Control<T, unknown, TOut>;
  /** The form keeps an empty day as null (the contract's optional days), not ''. */
  nullable?: boolean;
};

/**
 * A day field bound to react-hook-form. What is typed but is no day reaches the form as
 * INVALID_DAY, which its schema refuses: the form is not sent while the field says what is wrong.
 */
export function FormDayField<T extends FieldValues, TOut = T>({
  name,
  control,
  helperText,
  nullable,
  ...props
}: FormDayFieldProps<T, TOut>) {
  useTranslation(); // re-render on language change
  const { field, fieldState, formState } = useController({ name, control });
  const shown = shownError(fieldState, formState);
  return (
    <DayField
      {...props}
      name={field.name}
      value={(field.value as string | null | undefined) ?? ''}
      onChange={(day) => field.onChange(nullable && day === '' ? null : day)}
      onBlur={field.onBlur}
      inputRef={field.ref}
      error={Boolean(shown)}
      helperText={translateMessage(shown?.message) ?? helperText}
      fullWidth={props.fullWidth ?? true}
    />
  );
}
