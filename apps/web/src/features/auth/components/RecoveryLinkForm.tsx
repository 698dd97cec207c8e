import { useState } from 'react';
import Alert from '@mui/material/Alert';
import { RecoveryRequest } from '@cabinet/contract';
import { EmailField } from '../../../lib/forms/AccountFields';
import { useFormSubmit } from '../../../lib/forms/use-form-submit';
import { useTranslation } from 'react-i18next';
import { useZodForm } from '../../../lib/forms';
import { authApi } from '../api';
import { AuthForm } from './AuthForm';

export function RecoveryLinkForm() {
  const { t } = useTranslation('auth');
  const form = useZodForm(RecoveryRequest, { email: '' });
  const { control } = form;
  const [sent, setSent] = useState<string>();

  const submit = useFormSubmit(form, ['email'], async (values) => {
    setSent((await authApi.requestRecovery(values)).message);
  });

  if (sent) {
    return (
      <Alert severity="success" role="status">
        {sent}
      </Alert>
    );
  }
  return (
    <AuthForm
      label={t('recoveryPage.title')}
      submit={submit}
      submitLabel={t('recoveryPage.submit')}
    >
      <EmailField control={control} autoFocus />
    </AuthForm>
  );
}
