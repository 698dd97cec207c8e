import { PasswordChangeRequest } from '@cabinet/contract';
import { NewPasswordFields } from '../../../lib/forms/NewPasswordFields';
import { FormActions } from '../../../lib/forms/FormActions';
import { FormShell } from '../../../lib/forms/FormShell';
import { useFormSubmit } from '../../../lib/forms/use-form-submit';
import { useTranslation } from 'react-i18next';
import { replaceToken } from '../../../lib/session';
import { PasswordField, useZodForm } from '../../../lib/forms';
import { notify } from '../../../lib/notify';
import { usersApi } from '../api';

const EMPTY = { currentPassword: '', password: '', confirmPassword: '' };

/** Own password change; the server revokes every old token and answers with a new one. */
export default function ChangePasswordPage() {
  const { t } = useTranslation('profile');
  const form = useZodForm(PasswordChangeRequest, EMPTY);
  const { control, reset } = form;

  const { onSubmit, formError, busy } = useFormSubmit(
    form,
    ['currentPassword', 'password', 'confirmPassword'],
    async (values) => {
      const answer = await usersApi.changePassword(values);
      replaceToken(answer.token);
      reset(EMPTY);
      notify({ type: 'positive', message: answer.message });
    },
  );

  return (
    <FormShell
      label={t('routes.changePasswordPage')}
      onSubmit={onSubmit}
      error={formError}
      spacing={2}
      paperWidth={480}
    >
      <PasswordField
        control={control}
        name="currentPassword"
        label={t('password.current')}
        autoComplete="current-password"
        required
      />
      <NewPasswordFields control={control} />
      <FormActions busy={busy} submitLabel={t('password.submit')} />
    </FormShell>
  );
}
