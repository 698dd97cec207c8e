import { PasswordSet } from '@cabinet/contract';
import { NewPasswordFields } from '../../../lib/forms/NewPasswordFields';
import { useTranslation } from 'react-i18next';
import { useNavigate, useParams } from 'react-router';
import { useZodForm } from '../../../lib/forms';
import { useFormSubmit } from '../../../lib/forms/use-form-submit';
import { PaperForm } from '../../../lib/forms/PaperForm';
import { notify } from '../../../lib/notify';
import { PageHeader } from '../../../lib/ui';
import { fullName } from '../format';
import { parseId, partnersPaths as paths } from '../../../lib/paths';
import { usePartnerUser } from '../../../lib/partners';
import { useSetUserPassword } from '../queries';

/** changePasswordUserPage (`/admin/changePassword/{id}`): sets a user's password; its sessions end. */
export default function ChangeUserPasswordPage() {
  const { t } = useTranslation('partners');
  const navigate = useNavigate();
  const id = parseId(useParams().id);
  const user = usePartnerUser(id);
  const setPassword = useSetUserPassword();
  const form = useZodForm(PasswordSet, { password: '', confirmPassword: '' });
  const data = user.data;
  const back = data?.parentId ? paths.users(data.parentId) : paths.partners;
  const submit = useFormSubmit(form, ['password', 'confirmPassword'], async (body) => {
    if (!id) return;
    const answer = await setPassword.mutateAsync({ id, body });
    notify({ type: 'positive', message: answer.message });
    navigate(back);
  });

  return (
    <>
      <PageHeader
        title={t('routes.changePasswordUserPage')}
        subtitle={data && [data.login, fullName(data)].filter(Boolean).join(' · ')}
      />
      <PaperForm
        label={t('routes.changePasswordUserPage')}
        submit={{
          ...submit,
          formError: submit.formError ?? (user.isError ? user.error.message : undefined),
        }}
        width={520}
        cancelTo={back}
        submitLabel={t('users.passwordSubmit')}
      >
        <NewPasswordFields control={form.control} hint={t('users.passwordHint')} autoFocus />
      </PaperForm>
    </>
  );
}
