import type { Control, FieldPath, FieldValues } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { PasswordField } from './PasswordField';

/** A password being set (`password`), with the length rule under it unless `hint` says more. */
export function NewPasswordField<T extends FieldValues, TOut>({
  control,
  label,
  hint,
  autoFocus,
}: {
  control: Control<T, unknown, TOut>;
  label: string;
  hint?: string | undefined;
  autoFocus?: boolean | undefined;
}) {
  const { t } = useTranslation();
  return (
    <PasswordField
      control={control}
      name={'password' as FieldPath<T>}
      label={label}
      autoComplete="new-password"
      helperText={hint ?? t('auth.fields.passwordHint')}
      required
      autoFocus={autoFocus}
    />
  );
}

/** A new password and its repetition (`password`, `confirmPassword`), as every form sets one. */
export function NewPasswordFields<T extends FieldValues, TOut>({
  control,
  label,
  hint,
  autoFocus,
}: {
  control: Control<T, unknown, TOut>;
  /** The first field's label; «New password» unless given. */
  label?: string;
  /** The first field's hint; the length rule unless given. */
  hint?: string;
  autoFocus?: boolean;
}) {
  const { t } = useTranslation();
  return (
    <>
      <NewPasswordField
        control={control}
        label={label ?? t('auth.fields.newPassword')}
        hint={hint}
        autoFocus={autoFocus}
      />
      <PasswordField
        control={control}
        name={'confirmPassword' as FieldPath<T>}
        label={t('auth.fields.confirmPassword')}
        autoComplete="new-password"
        required
      />
    </>
  );
}
