import type { Control } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { useZodForm } from '../../../lib/forms';
import { FirstPasswordField } from '../../../lib/forms/AccountFields';
import { useFormSubmit } from '../../../lib/forms/use-form-submit';
import { EditorForm } from '../../../lib/forms/EditorForm';
import { notify } from '../../../lib/notify';
import { PageHeader } from '../../../lib/ui';
import { PartnerFields } from '../components/PartnerFields';
import { partnersPaths as paths } from '../../../lib/paths';
import { useCreatePartner } from '../queries';
import {
  EMPTY_PARTNER,
  PARTNER_FIELDS,
  PartnerCreateForm,
  type PartnerUpdateForm,
  type PartnerUpdateValues,
} from '../schemas';
import { useFormDraft } from '../../../lib/forms/form-draft';

/** userAddPage (`/admin/add`): a partner company with its sign-in account. */
export default function AddPartnerPage() {
  const { t } = useTranslation('partners');
  const navigate = useNavigate();
  const create = useCreatePartner();
  const form = useZodForm(PartnerCreateForm, {
    ...EMPTY_PARTNER,
    password: '',
  });
  const { control } = form;
  const draft = useFormDraft(form, 'partner:new');
  const submit = useFormSubmit(form, PARTNER_FIELDS, async (body) => {
    const answer = await create.mutateAsync(body);
    draft.clear();
    notify({ type: 'positive', message: answer.message ?? t('partners.saved') });
    navigate(paths.users(answer.data.id));
  });

  return (
    <>
      <PageHeader title={t('routes.userAddPage')} subtitle={t('form.addIntro')} />
      <EditorForm label={t('routes.userAddPage')} submit={submit} cancelTo={paths.partners}>
        <PartnerFields
          control={control as unknown as Control<PartnerUpdateForm, unknown, PartnerUpdateValues>}
          autoFocus
          passwordField={<FirstPasswordField control={control} />}
        />
      </EditorForm>
    </>
  );
}
