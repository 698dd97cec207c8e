import { useFormSubmit } from '../../../lib/forms/use-form-submit';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { useZodForm } from '../../../lib/forms/use-zod-form';
import { authApi } from '../api';
import { AuthCard } from '../components/AuthCard';
import { AuthForm } from '../components/AuthForm';
import { LoginField, LoginPasswordField } from '../components/LoginField';
import { RouterLink } from '../../../lib/ui/RouterLink';

import { startSession } from '../../../lib/session';

/** The contract (and zod with it) loads on the form's first validation, not with the page. */
const loginSchema = () => import('@cabinet/contract/auth').then(({ LoginRequest }) => LoginRequest);

export default function LoginPage() {
  const { t } = useTranslation('auth');
  const [params] = useSearchParams();
  const form = useZodForm(loginSchema, {
    login: '',
    password: '',
  });
  const { control } = form;

  const submit = useFormSubmit(form, ['login', 'password'], async (values) => {
    const answer = await authApi.logIn(values);
    await startSession(answer.token, answer.data, params.get('redirect') ?? undefined);
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
      <AuthForm label={t('loginPage.title')} submit={submit} submitLabel={t('loginPage.submit')}>
        <LoginField
          control={control}
          name="login"
          label={t('auth.fields.loginOrEmail')}
          autoComplete="username"
          autoFocus
        />
        <LoginPasswordField
          control={control}
          name="password"
          label={t('auth.fields.password')}
          autoComplete="current-password"
        />
      </AuthForm>
    </AuthCard>
  );
}
