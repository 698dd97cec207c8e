import { useState } from 'react';
import Alert from '@mui/material/Alert';
import Stack from '@mui/material/Stack';
import { RecoveryRequest } from '@cabinet/contract';
import { useTranslation } from 'react-i18next';
import { applyServerErrors, FormTextField, useZodForm, SubmitButton } from '../../../lib/forms';
import { authApi } from '../api';

export function RecoveryLinkForm() {
  const { t } = useTranslation('auth');
  const { control, handleSubmit, setError, formState } = useZodForm(RecoveryRequest, { email: '' });
  const [formError, setFormError] = useState<string>();
  const [sent, setSent] = useState<string>();

  const onSubmit = handleSubmit(async (values) => {
    setFormError(undefined);
    try {
      setSent((await authApi.requestRecovery(values)).message);
    } catch (error) {
      setFormError(applyServerErrors(error, setError, ['email']));
    }
  });

  if (sent) {
    return (
      <Alert severity="success" role="status">
        {sent}
      </Alert>
    );
  }
  return (
    <Stack
      component="form"
      spacing={2}
      noValidate
      onSubmit={onSubmit}
      aria-label={t('recoveryPage.title')}
    >
      {formError && (
        <Alert severity="error" role="alert">
          {formError}
        </Alert>
      )}
      <FormTextField
        control={control}
        name="email"
        label={t('auth.fields.email')}
        type="email"
        autoComplete="email"
        required
        autoFocus
      />
      <SubmitButton busy={formState.isSubmitting}>{t('recoveryPage.submit')}</SubmitButton>
    </Stack>
  );
}
