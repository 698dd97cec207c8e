import { PasswordChangeRequest } from '@cabinet/contract';
import { NewPasswordFields } from '../../../lib/forms/NewPasswordFields';
import { useFormSubmit } from '../../../lib/forms/use-form-submit';
import { useTranslation } from 'react-i18next';
import { replaceToken } from '../../../lib/session';
import { useZodForm } from '../../../lib/forms';
import { CurrentPasswordField } from '../../../lib/forms/AccountFields';
import { PaperForm } from '../../../lib/forms/PaperForm';
import { notify } from '../../../lib/notify';
import { usersApi } from '../api';

const EMPTY = { currentPassword: '', password: '', confirmPassword: '' };

/** Own password change; the server revokes every old token and answers with a new one. */
export default function ChangePasswordPage() {
  const { t } = useTranslation('profile');
  const form = useZodForm(PasswordChangeRequest, EMPTY);
  const { control, reset } = form;

  const submit = useFormSubmit(
    form,
    ['currentPassword', 'password', 'confirmPassword'],
    async (values) => {
      const answer = await usersApi.changePassword(values);
      replaceToken(answer.token);
      reset(EMPTY);
      notify({ type: 'positive', message: answer.message });
    },
  );

  return (
    <PaperForm
      label={t('routes.changePasswordPage')}
      submit={submit}
      width={480}
      submitLabel={t('password.submit')}
    >
      <CurrentPasswordField control={control} label={t('password.current')} />
      <NewPasswordFields control={control} />
    </PaperForm>
  );
}
