import { RegisterRequest } from '@cabinet/contract';
import { NewPasswordFields } from '../../../lib/forms/NewPasswordFields';
import { NameFields } from '../../../lib/forms/NameFields';
import { EmailField } from '../../../lib/forms/AccountFields';
import { useFormSubmit } from '../../../lib/forms/use-form-submit';
import { useTranslation } from 'react-i18next';
import { FormTextField, useZodForm } from '../../../lib/forms';
import { notify } from '../../../lib/notify';
import { authApi } from '../api';
import { AuthCard } from '../components/AuthCard';
import { AuthForm } from '../components/AuthForm';
import { RouterLink } from '../../../lib/ui/RouterLink';

import { startSession } from '../../../lib/session';

const FIELDS = ['login', 'email', 'name', 'surname', 'password', 'confirmPassword'] as const;

export default function RegisterPage() {
  const { t } = useTranslation('auth');
  const form = useZodForm(RegisterRequest, {
    login: '',
    email: '',
    name: '',
    surname: '',
    password: '',
    confirmPassword: '',
  });
  const { control } = form;

  const submit = useFormSubmit(form, FIELDS, async (values) => {
    const answer = await authApi.register(values);
    await startSession(answer.token, answer.data);
    notify({ type: 'positive', message: answer.message ?? t('auth.registered') });
  });

  return (
    <AuthCard
      title={t('registerPage.title')}
      subtitle={t('registerPage.subtitle')}
      footer={<RouterLink to="/login">{t('registerPage.haveAccount')}</RouterLink>}
    >
      <AuthForm
        label={t('registerPage.title')}
        submit={submit}
        submitLabel={t('registerPage.submit')}
      >
        <FormTextField
          control={control}
          name="login"
          label={t('auth.fields.login')}
          autoComplete="username"
          required
          autoFocus
        />
        <EmailField control={control} />
        <NameFields control={control} />
        <NewPasswordFields control={control} label={t('auth.fields.password')} />
      </AuthForm>
    </AuthCard>
  );
}
