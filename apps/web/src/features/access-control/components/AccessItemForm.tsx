import type { ReactNode } from 'react';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import type { Control, FieldPath, FieldValues } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { FormTextField } from '../../../lib/forms';
import type { SubmitState } from '../../../lib/forms/use-form-submit';
import { FormActions } from '../../../lib/forms/FormActions';
import { FormShell } from '../../../lib/forms/FormShell';
import { FieldRow } from '../../../lib/forms/FieldRow';

interface AccessItemFormProps<T extends FieldValues, TOut> {
  /** The form's accessible name. */
  label: string;
  control: Control<T, unknown, TOut>;
  /** The item's key field (a role's `key`, a rule group's `slug`), its label and hint. */
  idField: { name: FieldPath<T>; label: string; hint: string };
  /** A new item: the key field takes focus. */
  isNew: boolean;
  descriptionRequired?: boolean;
  submit: SubmitState;
  cancelTo: string;
  /** The item's rules, after its name. */
  children: ReactNode;
}

/** A role's or a rule group's form: its key, name and description, its rules, save or cancel. */
export function AccessItemForm<T extends FieldValues, TOut>({
  label,
  control,
  idField,
  isNew,
  descriptionRequired = false,
  submit,
  cancelTo,
  children,
}: AccessItemFormProps<T, TOut>) {
  const { t } = useTranslation('access-control');
  return (
    <FormShell
      label={label}
      onSubmit={submit.onSubmit}
      error={submit.formError}
      actions={<FormActions cancelTo={cancelTo} busy={submit.busy} />}
    >
      <Paper variant="outlined" sx={{ p: { xs: 2, sm: 3 } }}>
        <Stack spacing={2}>
          <FieldRow>
            <FormTextField
              control={control}
              name={idField.name}
              label={idField.label}
              helperText={idField.hint}
              required
              autoFocus={isNew}
            />
            <FormTextField
              control={control}
              name={'name' as FieldPath<T>}
              label={t('fields.name')}
              required
            />
          </FieldRow>
          <FormTextField
            control={control}
            name={'description' as FieldPath<T>}
            label={t('fields.description')}
            required={descriptionRequired}
            multiline
            minRows={2}
          />
        </Stack>
      </Paper>
      {children}
    </FormShell>
  );
}
