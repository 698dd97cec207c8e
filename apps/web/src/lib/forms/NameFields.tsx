import Stack from '@mui/material/Stack';
import type { Control, FieldPath, FieldValues } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { FormTextField } from './FormTextField';

/** A person's name (required) and surname side by side (`name`, `surname`). */
export function NameFields<T extends FieldValues, TOut>({
  control,
}: {
  control: Control<T, unknown, TOut>;
}) {
  const { t } = useTranslation();
  return (
    <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
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
    </Stack>
  );
}
