import type { Control, FieldPath, FieldValues } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { FormTextField } from './FormTextField';
import { NewPasswordField } from './NewPasswordFields';
import { PasswordField } from './PasswordField';

interface Props<T extends FieldValues, TOut> {
  control: Control<T, unknown, TOut>;
}

/** An account's sign-in login and e-mail (`login`, `email`), both required, never autofilled. */
export function LoginEmailFields<T extends FieldValues, TOut>({
  control,
  autoFocus,
}: Props<T, TOut> & { autoFocus?: boolean }) {
  const { t } = useTranslation();
  return (
    <>
      <FormTextField
        control={control}
        name={'login' as FieldPath<T>}
        label={t('auth.fields.login')}
        required
        autoComplete="off"
        autoFocus={autoFocus}
      />
      <FormTextField
        control={control}
        name={'email' as FieldPath<T>}
        type="email"
        label={t('auth.fields.email')}
        required
        autoComplete="off"
      />
    </>
  );
}

/** The e-mail an account is reached at (`email`), as the browser may fill it in. */
export function EmailField<T extends FieldValues, TOut>({
  control,
  label,
  autoFocus,
}: Props<T, TOut> & { label?: string; autoFocus?: boolean }) {
  const { t } = useTranslation();
  return (
    <FormTextField
      control={control}
      name={'email' as FieldPath<T>}
      label={label ?? t('auth.fields.email')}
      type="email"
      autoComplete="email"
      required
      autoFocus={autoFocus}
    />
  );
}

/** The password the user signs in with now (`currentPassword`), asked before a change. */
export function CurrentPasswordField<T extends FieldValues, TOut>({
  control,
  label,
  hint,
}: Props<T, TOut> & { label: string; hint?: string }) {
  return (
    <PasswordField
      control={control}
      name={'currentPassword' as FieldPath<T>}
      label={label}
      helperText={hint}
      autoComplete="current-password"
      required
    />
  );
}

/** The first password of an account somebody else opens (`password`). */
export function FirstPasswordField<T extends FieldValues, TOut>({ control }: Props<T, TOut>) {
  const { t } = useTranslation();
  return <NewPasswordField control={control} label={t('auth.fields.password')} />;
}
