import Typography from '@mui/material/Typography';
import { useFormSubmit } from '../../../lib/forms/use-form-submit';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { useAuth, userRefreshed } from '../../../lib/session';
import { useZodForm } from '../../../lib/forms';
import { CurrentPasswordField, EmailField } from '../../../lib/forms/AccountFields';
import { PaperForm } from '../../../lib/forms/PaperForm';
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
  const submit = useFormSubmit(form, ['email', 'currentPassword'], async (values) => {
    const answer = await usersApi.updateOwnProfile(userId, values);
    await userRefreshed();
    notify({ type: 'positive', message: answer.message ?? t('users.profileSaved') });
    navigate('/profile');
  });
  if (!user) return null;

  return (
    <>
      <PageHeader title={t('routes.editUserEmailPage')} />
      <PaperForm
        label={t('routes.editUserEmailPage')}
        submit={submit}
        width={480}
        intro={
          <Typography color="text.secondary">
            {t('email.current', { email: user.email })}
          </Typography>
        }
        cancelTo="/profile"
      >
        <EmailField control={control} label={t('email.new')} autoFocus />
        <CurrentPasswordField
          control={control}
          label={t('password.current')}
          hint={t('email.passwordHint')}
        />
      </PaperForm>
    </>
  );
}
