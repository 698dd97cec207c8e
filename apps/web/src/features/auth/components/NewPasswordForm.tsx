import Alert from '@mui/material/Alert';
import { RestorePasswordRequest } from '@cabinet/contract';
import { NewPasswordFields } from '../../../lib/forms/NewPasswordFields';
import { FormShell } from '../../../lib/forms/FormShell';
import { useFormSubmit } from '../../../lib/forms/use-form-submit';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { useZodForm, SubmitButton } from '../../../lib/forms';
import { notify } from '../../../lib/notify';
import { authApi } from '../api';
import { RouterLink } from '../../../lib/ui/RouterLink';

/** Sets a new password with the one-time token of the recovery link. */
export function NewPasswordForm({ token }: { token: string }) {
  const { t } = useTranslation('auth');
  const navigate = useNavigate();
  const form = useZodForm(RestorePasswordRequest, {
    token,
    password: '',
    confirmPassword: '',
  });
  const { control } = form;

  const { onSubmit, formError, busy } = useFormSubmit(
    form,
    ['password', 'confirmPassword'],
    async (values) => {
      const answer = await authApi.restorePassword(values);
      notify({ type: 'positive', message: answer.message });
      navigate('/login', { replace: true });
    },
  );

  return (
    <FormShell label={t('recoveryPage.newPasswordTitle')} onSubmit={onSubmit} spacing={2}>
      {formError && (
        <Alert severity="error" role="alert">
          {formError}{' '}
          <RouterLink to="/passwordRecovery" color="inherit" underline="always">
            {t('recoveryPage.requestAgain')}
          </RouterLink>
        </Alert>
      )}
      <NewPasswordFields control={control} autoFocus />
      <SubmitButton busy={busy}>{t('recoveryPage.savePassword')}</SubmitButton>
    </FormShell>
  );
}
