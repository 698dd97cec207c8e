import Button from '@mui/material/Button';
import { NameFields } from '../../../lib/forms/NameFields';
import { useFormSubmit } from '../../../lib/forms/use-form-submit';
import { useTranslation } from 'react-i18next';
import { useAuth, userRefreshed } from '../../../lib/session';
import { FormTextField, useZodForm } from '../../../lib/forms';
import { PaperForm } from '../../../lib/forms/PaperForm';
import { notify } from '../../../lib/notify';
import { usersApi } from '../api';
import { ProfileForm } from '../profile-schema';

/** Own name, surname and description. */
export default function ProfileDetailsPage() {
  const { t } = useTranslation('profile');
  const user = useAuth((s) => s.user);
  const form = useZodForm(ProfileForm, {
    name: user?.name ?? '',
    surname: user?.surname ?? '',
    description: user?.description ?? '',
  });
  const { control, reset } = form;
  const userId = user?.id ?? 0;

  const submit = useFormSubmit(form, ['name', 'surname', 'description'], async (values) => {
    const answer = await usersApi.updateOwnProfile(userId, values);
    await userRefreshed();
    reset(values);
    notify({ type: 'positive', message: answer.message ?? t('users.profileSaved') });
  });
  if (!user) return null;

  return (
    <PaperForm
      label={t('profile.tab')}
      submit={submit}
      width={720}
      before={
        <Button
          type="button"
          onClick={() => reset()}
          disabled={!form.formState.isDirty || submit.busy}
        >
          {t('common.reset')}
        </Button>
      }
    >
      <NameFields control={control} />
      <FormTextField
        control={control}
        name="description"
        label={t('profile.description')}
        multiline
        minRows={3}
      />
    </PaperForm>
  );
}
