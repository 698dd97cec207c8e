import { useState } from 'react';
import Alert from '@mui/material/Alert';
import { RecoveryRequest } from '@cabinet/contract';
import { FormShell } from '../../../lib/forms/FormShell';
import { useFormSubmit } from '../../../lib/forms/use-form-submit';
import { useTranslation } from 'react-i18next';
import { FormTextField, useZodForm, SubmitButton } from '../../../lib/forms';
import { authApi } from '../api';

export function RecoveryLinkForm() {
  const { t } = useTranslation('auth');
  const form = useZodForm(RecoveryRequest, { email: '' });
  const { control } = form;
  const [sent, setSent] = useState<string>();

  const { onSubmit, formError, busy } = useFormSubmit(form, ['email'], async (values) => {
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
    <FormShell label={t('recoveryPage.title')} onSubmit={onSubmit} error={formError} spacing={2}>
      <FormTextField
        control={control}
        name="email"
        label={t('auth.fields.email')}
        type="email"
        autoComplete="email"
        required
        autoFocus
      />
      <SubmitButton busy={busy}>{t('recoveryPage.submit')}</SubmitButton>
    </FormShell>
  );
}
