import { useState } from 'react';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { useAuth, userRefreshed } from '../../../lib/session';
import { applyServerErrors, FormTextField, PasswordField, useZodForm } from '../../../lib/forms';
import { notify } from '../../../lib/notify';
import { PageHeader } from '../../../lib/ui';
import { usersApi } from '../api';
import { EmailChangeForm } from '../profile-schema';

/** editUserEmailPage (`/update/email`): a new e-mail address, confirmed with the current password. */
export default function EditUserEmailPage() {
  const { t } = useTranslation('profile');
  const navigate = useNavigate();
  const user = useAuth((s) => s.user);
  const { control, handleSubmit, setError, formState } = useZodForm(EmailChangeForm, {
    email: '',
    currentPassword: '',
  });
  const [formError, setFormError] = useState<string>();
  if (!user) return null;

  const onSubmit = handleSubmit(async (values) => {
    setFormError(undefined);
    try {
      const answer = await usersApi.updateOwnProfile(user.id, values);
      await userRefreshed();
      notify({ type: 'positive', message: answer.message ?? t('users.profileSaved') });
      navigate('/profile');
    } catch (error) {
      setFormError(applyServerErrors(error, setError, ['email', 'currentPassword']));
    }
  });

  return (
    <>
      <PageHeader title={t('routes.editUserEmailPage')} />
      <Paper variant="outlined" sx={{ p: { xs: 2, sm: 3 }, maxWidth: 480 }}>
        <Stack
          component="form"
          spacing={2}
          noValidate
          onSubmit={onSubmit}
          aria-label={t('routes.editUserEmailPage')}
        >
          <Typography color="text.secondary">
            {t('email.current', { email: user.email })}
          </Typography>
          {formError && (
            <Alert severity="error" role="alert">
              {formError}
            </Alert>
          )}
          <FormTextField
            control={control}
            name="email"
            type="email"
            label={t('email.new')}
            autoComplete="email"
            required
            autoFocus
          />
          <PasswordField
            control={control}
            name="currentPassword"
            label={t('password.current')}
            helperText={t('email.passwordHint')}
            autoComplete="current-password"
            required
          />
          <Stack direction="row" spacing={1} sx={{ justifyContent: 'flex-end' }}>
            <Button component={Link} to="/profile">
              {t('common.cancel')}
            </Button>
            <Button type="submit" variant="contained" disabled={formState.isSubmitting}>
              {formState.isSubmitting ? t('common.saving') : t('common.save')}
            </Button>
          </Stack>
        </Stack>
      </Paper>
    </>
  );
}
