import { useState } from 'react';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import { PasswordChangeRequest } from '@cabinet/contract';
import { useTranslation } from 'react-i18next';
import { replaceToken } from '../../../lib/session';
import { applyServerErrors, PasswordField, useZodForm } from '../../../lib/forms';
import { notify } from '../../../lib/notify';
import { usersApi } from '../api';

const EMPTY = { currentPassword: '', password: '', confirmPassword: '' };

/** Own password change; the server revokes every old token and answers with a new one. */
export default function ChangePasswordPage() {
  const { t } = useTranslation('profile');
  const { control, handleSubmit, setError, formState, reset } = useZodForm(
    PasswordChangeRequest,
    EMPTY,
  );
  const [formError, setFormError] = useState<string>();

  const onSubmit = handleSubmit(async (values) => {
    setFormError(undefined);
    try {
      const answer = await usersApi.changePassword(values);
      replaceToken(answer.token);
      reset(EMPTY);
      notify({ type: 'positive', message: answer.message });
    } catch (error) {
      setFormError(
        applyServerErrors(error, setError, ['currentPassword', 'password', 'confirmPassword']),
      );
    }
  });

  return (
    <Paper variant="outlined" sx={{ p: { xs: 2, sm: 3 }, maxWidth: 480 }}>
      <Stack
        component="form"
        spacing={2}
        noValidate
        onSubmit={onSubmit}
        aria-label={t('routes.changePasswordPage')}
      >
        {formError && (
          <Alert severity="error" role="alert">
            {formError}
          </Alert>
        )}
        <PasswordField
          control={control}
          name="currentPassword"
          label={t('password.current')}
          autoComplete="current-password"
          required
        />
        <PasswordField
          control={control}
          name="password"
          label={t('auth.fields.newPassword')}
          autoComplete="new-password"
          helperText={t('auth.fields.passwordHint')}
          required
        />
        <PasswordField
          control={control}
          name="confirmPassword"
          label={t('auth.fields.confirmPassword')}
          autoComplete="new-password"
          required
        />
        <Stack direction="row" sx={{ justifyContent: 'flex-end' }}>
          <Button type="submit" variant="contained" disabled={formState.isSubmitting}>
            {formState.isSubmitting ? t('common.saving') : t('password.submit')}
          </Button>
        </Stack>
      </Stack>
    </Paper>
  );
}
