import { useState } from 'react';
import Alert from '@mui/material/Alert';
import Stack from '@mui/material/Stack';
import { RestorePasswordRequest } from '@cabinet/contract';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { applyServerErrors, PasswordField, useZodForm, SubmitButton } from '../../../lib/forms';
import { notify } from '../../../lib/notify';
import { authApi } from '../api';
import { RouterLink } from '../../../lib/ui/RouterLink';

/** Sets a new password with the one-time token of the recovery link. */
export function NewPasswordForm({ token }: { token: string }) {
  const { t } = useTranslation('auth');
  const navigate = useNavigate();
  const { control, handleSubmit, setError, formState } = useZodForm(RestorePasswordRequest, {
    token,
    password: '',
    confirmPassword: '',
  });
  const [formError, setFormError] = useState<string>();

  const onSubmit = handleSubmit(async (values) => {
    setFormError(undefined);
    try {
      const answer = await authApi.restorePassword(values);
      notify({ type: 'positive', message: answer.message });
      navigate('/login', { replace: true });
    } catch (error) {
      setFormError(applyServerErrors(error, setError, ['password', 'confirmPassword']));
    }
  });

  return (
    <Stack
      component="form"
      spacing={2}
      noValidate
      onSubmit={onSubmit}
      aria-label={t('recoveryPage.newPasswordTitle')}
    >
      {formError && (
        <Alert severity="error" role="alert">
          {formError}{' '}
          <RouterLink to="/passwordRecovery" color="inherit" underline="always">
            {t('recoveryPage.requestAgain')}
          </RouterLink>
        </Alert>
      )}
      <PasswordField
        control={control}
        name="password"
        label={t('auth.fields.newPassword')}
        autoComplete="new-password"
        helperText={t('auth.fields.passwordHint')}
        required
        autoFocus
      />
      <PasswordField
        control={control}
        name="confirmPassword"
        label={t('auth.fields.confirmPassword')}
        autoComplete="new-password"
        required
      />
      <SubmitButton busy={formState.isSubmitting}>{t('recoveryPage.savePassword')}</SubmitButton>
    </Stack>
  );
}
