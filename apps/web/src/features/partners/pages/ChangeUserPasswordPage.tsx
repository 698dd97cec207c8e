import { useState } from 'react';
import { PasswordSet } from '@cabinet/contract';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import { useTranslation } from 'react-i18next';
import { useNavigate, useParams } from 'react-router';
import { applyServerErrors, PasswordField, useZodForm } from '../../../lib/forms';
import { FormActions } from '../../../lib/forms/FormActions';
import { FormError } from '../../../lib/forms/FormError';
import { notify } from '../../../lib/notify';
import { PageHeader } from '../../../lib/ui';
import { fullName } from '../format';
import { parseId, partnersPaths as paths } from '../../../lib/paths';
import { usePartnerUser } from '../../../lib/partners';
import { useSetUserPassword } from '../queries';

/** changePasswordUserPage (`/admin/changePassword/{id}`): sets a user's password; its sessions end. */
export default function ChangeUserPasswordPage() {
  const { t } = useTranslation('partners');
  const navigate = useNavigate();
  const id = parseId(useParams().id);
  const user = usePartnerUser(id);
  const setPassword = useSetUserPassword();
  const { control, handleSubmit, setError, formState } = useZodForm(PasswordSet, {
    password: '',
    confirmPassword: '',
  });
  const [formError, setFormError] = useState<string>();
  const data = user.data;
  const back = data?.parentId ? paths.users(data.parentId) : paths.partners;

  const onSubmit = handleSubmit(async (body) => {
    if (!id) return;
    setFormError(undefined);
    try {
      const answer = await setPassword.mutateAsync({ id, body });
      notify({ type: 'positive', message: answer.message });
      navigate(back);
    } catch (error) {
      setFormError(applyServerErrors(error, setError, ['password', 'confirmPassword']));
    }
  });

  return (
    <>
      <PageHeader
        title={t('routes.changePasswordUserPage')}
        subtitle={data && [data.login, fullName(data)].filter(Boolean).join(' · ')}
      />
      <Paper variant="outlined" sx={{ p: { xs: 2, sm: 3 }, maxWidth: 520 }}>
        <Stack
          component="form"
          spacing={2}
          noValidate
          onSubmit={onSubmit}
          aria-label={t('routes.changePasswordUserPage')}
        >
          <FormError message={formError ?? (user.isError ? user.error.message : undefined)} />
          <PasswordField
            control={control}
            name="password"
            label={t('auth.fields.newPassword')}
            helperText={t('users.passwordHint')}
            autoComplete="new-password"
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
          <FormActions
            cancelTo={back}
            busy={formState.isSubmitting}
            submitLabel={t('users.passwordSubmit')}
          />
        </Stack>
      </Paper>
    </>
  );
}
