import Alert from '@mui/material/Alert';
import { RestorePasswordRequest } from '@cabinet/contract';
import { NewPasswordFields } from '../../../lib/forms/NewPasswordFields';
import { useFormSubmit } from '../../../lib/forms/use-form-submit';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { useZodForm } from '../../../lib/forms';
import { notify } from '../../../lib/notify';
import { authApi } from '../api';
import { AuthForm } from './AuthForm';
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

  const { formError, ...submit } = useFormSubmit(
    form,
    ['password', 'confirmPassword'],
    async (values) => {
      const answer = await authApi.restorePassword(values);
      notify({ type: 'positive', message: answer.message });
      navigate('/login', { replace: true });
    },
  );

  return (
    // The failure stays out of AuthForm: it is shown below with the way to ask for a new link.
    <AuthForm
      label={t('recoveryPage.newPasswordTitle')}
      submit={submit}
      submitLabel={t('recoveryPage.savePassword')}
    >
      {formError && (
        <Alert severity="error" role="alert">
          {formError}{' '}
          <RouterLink to="/passwordRecovery" color="inherit" underline="always">
            {t('recoveryPage.requestAgain')}
          </RouterLink>
        </Alert>
      )}
      <NewPasswordFields control={control} autoFocus />
    </AuthForm>
  );
}
