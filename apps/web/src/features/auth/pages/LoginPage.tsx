import { useState } from 'react';
import Alert from '@mui/material/Alert';
import Stack from '@mui/material/Stack';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import {
  applyServerErrors,
  FormTextField,
  PasswordField,
  useZodForm,
  SubmitButton,
} from '../../../lib/forms';
import { authApi } from '../api';
import { AuthCard } from '../components/AuthCard';
import { RouterLink } from '../../../lib/ui/RouterLink';

import { startSession } from '../../../lib/session';

/** The contract (and zod with it) loads on the form's first validation, not with the page. */
const loginSchema = () => import('@cabinet/contract/auth').then(({ LoginRequest }) => LoginRequest);

export default function LoginPage() {
  const { t } = useTranslation('auth');
  const [params] = useSearchParams();
  const { control, handleSubmit, setError, formState } = useZodForm(loginSchema, {
    login: '',
    password: '',
  });
  const [formError, setFormError] = useState<string>();

  const onSubmit = handleSubmit(async (values) => {
    setFormError(undefined);
    try {
      const answer = await authApi.logIn(values);
      await startSession(answer.token, answer.data, params.get('redirect') ?? undefined);
    } catch (error) {
      setFormError(applyServerErrors(error, setError, ['login', 'password']));
    }
  });

  return (
    <AuthCard
      title={t('loginPage.title')}
      subtitle={t('loginPage.subtitle')}
      footer={
        <>
          <RouterLink to="/passwordRecovery">{t('loginPage.forgotPassword')}</RouterLink>
          <RouterLink to="/register">{t('loginPage.register')}</RouterLink>
        </>
      }
    >
      <Stack
        component="form"
        spacing={2}
        noValidate
        onSubmit={onSubmit}
        aria-label={t('loginPage.title')}
      >
        {formError && (
          <Alert severity="error" role="alert">
            {formError}
          </Alert>
        )}
        <FormTextField
          control={control}
          name="login"
          label={t('auth.fields.loginOrEmail')}
          autoComplete="username"
          autoFocus
          required
        />
        <PasswordField
          control={control}
          name="password"
          label={t('auth.fields.password')}
          autoComplete="current-password"
          required
        />
        <SubmitButton busy={formState.isSubmitting}>{t('loginPage.submit')}</SubmitButton>
      </Stack>
    </AuthCard>
  );
}
