import type { Control, FieldPath, FieldValues } from 'react-hook-form';
import { FormTextField, type FormTextFieldProps } from './FormTextField';

/** One field of a block: FormTextField's props without the form's control. */
export type TextFieldSpec<T extends FieldValues> = Omit<FormTextFieldProps<T>, 'control'>;

/**
 * A run of text fields over one form, declared as a list; a field without its own label takes
 * `labelOf(name)` (a section whose labels follow its field names).
 */
export function FormTextFields<T extends FieldValues, TOut>({
  control,
  fields,
  labelOf,
}: {
  control: Control<T, unknown, TOut>;
  fields: readonly TextFieldSpec<T>[];
  labelOf?: (name: FieldPath<T>) => string;
}) {
  return (
    <>
      {fields.map(({ label, ...field }) => (
        <FormTextField
          key={field.name}
          control={control}
          label={label ?? labelOf?.(field.name)}
          {...field}
        />
      ))}
    </>
  );
}
