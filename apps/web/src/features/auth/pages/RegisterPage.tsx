import { useState } from 'react';
import Alert from '@mui/material/Alert';
import Stack from '@mui/material/Stack';
import { RegisterRequest } from '@cabinet/contract';
import { useTranslation } from 'react-i18next';
import {
  applyServerErrors,
  FormTextField,
  PasswordField,
  useZodForm,
  SubmitButton,
} from '../../../lib/forms';
import { notify } from '../../../lib/notify';
import { authApi } from '../api';
import { AuthCard } from '../components/AuthCard';
import { RouterLink } from '../../../lib/ui/RouterLink';

import { startSession } from '../../../lib/session';

const FIELDS = ['login', 'email', 'name', 'surname', 'password', 'confirmPassword'] as const;

export default function RegisterPage() {
  const { t } = useTranslation('auth');
  const { control, handleSubmit, setError, formState } = useZodForm(RegisterRequest, {
    login: '',
    email: '',
    name: '',
    surname: '',
    password: '',
    confirmPassword: '',
  });
  const [formError, setFormError] = useState<string>();

  const onSubmit = handleSubmit(async (values) => {
    setFormError(undefined);
    try {
      const answer = await authApi.register(values);
      await startSession(answer.token, answer.data);
      notify({ type: 'positive', message: answer.message ?? t('auth.registered') });
    } catch (error) {
      setFormError(applyServerErrors(error, setError, FIELDS));
    }
  });

  return (
    <AuthCard
      title={t('registerPage.title')}
      subtitle={t('registerPage.subtitle')}
      footer={<RouterLink to="/login">{t('registerPage.haveAccount')}</RouterLink>}
    >
      <Stack
        component="form"
        spacing={2}
        noValidate
        onSubmit={onSubmit}
        aria-label={t('registerPage.title')}
      >
        {formError && (
          <Alert severity="error" role="alert">
            {formError}
          </Alert>
        )}
        <FormTextField
          control={control}
          name="login"
          label={t('auth.fields.login')}
          autoComplete="username"
          required
          autoFocus
        />
        <FormTextField
          control={control}
          name="email"
          label={t('auth.fields.email')}
          type="email"
          autoComplete="email"
          required
        />
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
          <FormTextField
            control={control}
            name="name"
            label={t('auth.fields.name')}
            autoComplete="given-name"
            required
          />
          <FormTextField
            control={control}
            name="surname"
            label={t('auth.fields.surname')}
            autoComplete="family-name"
          />
        </Stack>
        <PasswordField
          control={control}
          name="password"
          label={t('auth.fields.password')}
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
        <SubmitButton busy={formState.isSubmitting}>{t('registerPage.submit')}</SubmitButton>
      </Stack>
    </AuthCard>
  );
}
