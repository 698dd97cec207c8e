import { useController, type Control, type FieldPath, type FieldValues } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { DayField, type DayFieldProps } from './DayField';
import { boundInputProps } from './bound-input';

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
  const bound = useController({ name, control });
  return (
    <DayField
      {...props}
      {...boundInputProps(bound, helperText)}
      value={(bound.field.value as string | null | undefined) ?? ''}
      onChange={(day) => bound.field.onChange(nullable && day === '' ? null : day)}
      fullWidth={props.fullWidth ?? true}
    />
  );
}
