import type { Control, FieldPath, FieldValues } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { FormTextField } from './FormTextField';
import { FieldRow } from './FieldRow';

/** A person's name (required) and surname side by side (`name`, `surname`). */
export function NameFields<T extends FieldValues, TOut>({
  control,
}: {
  control: Control<T, unknown, TOut>;
}) {
  const { t } = useTranslation();
  return (
    <FieldRow>
      <FormTextField
        control={control}
        name={'name' as FieldPath<T>}
        label={t('auth.fields.name')}
        autoComplete="given-name"
        required
      />
      <FormTextField
        control={control}
        name={'surname' as FieldPath<T>}
        label={t('auth.fields.surname')}
        autoComplete="family-name"
      />
    </FieldRow>
  );
}
