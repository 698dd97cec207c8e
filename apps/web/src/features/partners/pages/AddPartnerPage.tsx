import type { Control } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useZodForm } from '../../../lib/forms';
import { FirstPasswordField } from '../../../lib/forms/AccountFields';
import { EditorForm } from '../../../lib/forms/EditorForm';
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
import { useSaveAndLeave } from '../../../lib/forms/use-save-and-leave';

/** userAddPage (`/admin/add`): a partner company with its sign-in account. */
export default function AddPartnerPage() {
  const { t } = useTranslation('partners');
  const create = useCreatePartner();
  const form = useZodForm(PartnerCreateForm, {
    ...EMPTY_PARTNER,
    password: '',
  });
  const { control } = form;
  const draft = useFormDraft(form, 'partner:new');
  const submit = useSaveAndLeave(form, PARTNER_FIELDS, create.mutateAsync, {
    saved: t('partners.saved'),
    leaveTo: (answer) => paths.users(answer.data.id),
    draft,
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
