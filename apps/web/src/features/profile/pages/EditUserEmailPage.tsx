import Typography from '@mui/material/Typography';
import { FormActions } from '../../../lib/forms/FormActions';
import { FormShell } from '../../../lib/forms/FormShell';
import { useFormSubmit } from '../../../lib/forms/use-form-submit';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { useAuth, userRefreshed } from '../../../lib/session';
import { FormTextField, PasswordField, useZodForm } from '../../../lib/forms';
import { notify } from '../../../lib/notify';
import { PageHeader } from '../../../lib/ui';
import { usersApi } from '../api';
import { EmailChangeForm } from '../profile-schema';

/** editUserEmailPage (`/update/email`): a new e-mail address, confirmed with the current password. */
export default function EditUserEmailPage() {
  const { t } = useTranslation('profile');
  const navigate = useNavigate();
  const user = useAuth((s) => s.user);
  const form = useZodForm(EmailChangeForm, {
    email: '',
    currentPassword: '',
  });
  const { control } = form;
  const userId = user?.id ?? 0;
  const { onSubmit, formError, busy } = useFormSubmit(
    form,
    ['email', 'currentPassword'],
    async (values) => {
      const answer = await usersApi.updateOwnProfile(userId, values);
      await userRefreshed();
      notify({ type: 'positive', message: answer.message ?? t('users.profileSaved') });
      navigate('/profile');
    },
  );
  if (!user) return null;

  return (
    <>
      <PageHeader title={t('routes.editUserEmailPage')} />
      <FormShell
        label={t('routes.editUserEmailPage')}
        onSubmit={onSubmit}
        error={formError}
        spacing={2}
        paperWidth={480}
        intro={
          <Typography color="text.secondary">
            {t('email.current', { email: user.email })}
          </Typography>
        }
        actions={<FormActions cancelTo="/profile" busy={busy} />}
      >
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
      </FormShell>
    </>
  );
}
