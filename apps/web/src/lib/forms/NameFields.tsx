import type { Control, FieldPath, FieldValues } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { FormTextFields } from './FormTextFields';
import { FieldRow } from './FieldRow';

/** A person's name (required) and surname side by side (`name`, `surname`). */
export function NameFields<T extends FieldValues, TOut>({
  control,
}: {
  control: Control<T, unknown, TOut>;
}) {
  const { t } = useTranslation();
  const field = (name: string) => name as FieldPath<T>;
  return (
    <FieldRow>
      <FormTextFields
        control={control}
        fields={[
          { name: field('name'), autoComplete: 'given-name', required: true },
          { name: field('surname'), autoComplete: 'family-name' },
        ]}
        labelOf={(name) => t(`auth.fields.${name}`)}
      />
    </FieldRow>
  );
}
