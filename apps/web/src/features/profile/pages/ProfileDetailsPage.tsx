import { useState } from 'react';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import { useTranslation } from 'react-i18next';
import { useAuth, userRefreshed } from '../../../lib/session';
import { applyServerErrors, FormTextField, useZodForm } from '../../../lib/forms';
import { notify } from '../../../lib/notify';
import { usersApi } from '../api';
import { ProfileForm } from '../profile-schema';

/** Own name, surname and description. */
export default function ProfileDetailsPage() {
  const { t } = useTranslation('profile');
  const user = useAuth((s) => s.user);
  const { control, handleSubmit, setError, formState, reset } = useZodForm(ProfileForm, {
    name: user?.name ?? '',
    surname: user?.surname ?? '',
    description: user?.description ?? '',
  });
  const [formError, setFormError] = useState<string>();
  if (!user) return null;

  const onSubmit = handleSubmit(async (values) => {
    setFormError(undefined);
    try {
      const answer = await usersApi.updateOwnProfile(user.id, values);
      await userRefreshed();
      reset(values);
      notify({ type: 'positive', message: answer.message ?? t('users.profileSaved') });
    } catch (error) {
      setFormError(applyServerErrors(error, setError, ['name', 'surname', 'description']));
    }
  });

  return (
    <Paper variant="outlined" sx={{ p: { xs: 2, sm: 3 }, maxWidth: 720 }}>
      <Stack
        component="form"
        spacing={2}
        noValidate
        onSubmit={onSubmit}
        aria-label={t('profile.tab')}
      >
        {formError && (
          <Alert severity="error" role="alert">
            {formError}
          </Alert>
        )}
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
        <FormTextField
          control={control}
          name="description"
          label={t('profile.description')}
          multiline
          minRows={3}
        />
        <Stack direction="row" spacing={1} sx={{ justifyContent: 'flex-end' }}>
          <Button
            type="button"
            onClick={() => reset()}
            disabled={!formState.isDirty || formState.isSubmitting}
          >
            {t('common.reset')}
          </Button>
          <Button type="submit" variant="contained" disabled={formState.isSubmitting}>
            {formState.isSubmitting ? t('common.saving') : t('common.save')}
          </Button>
        </Stack>
      </Stack>
    </Paper>
  );
}
