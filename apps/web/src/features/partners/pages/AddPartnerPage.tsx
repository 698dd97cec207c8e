import type { Control } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { useZodForm } from '../../../lib/forms';
import { FirstPasswordField } from '../../../lib/forms/AccountFields';
import { FormShell } from '../../../lib/forms/FormShell';
import { useFormSubmit } from '../../../lib/forms/use-form-submit';
import { FormActions } from '../../../lib/forms/FormActions';
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
  const { onSubmit, formError, busy } = useFormSubmit(form, PARTNER_FIELDS, async (body) => {
    const answer = await create.mutateAsync(body);
    draft.clear();
    notify({ type: 'positive', message: answer.message ?? t('partners.saved') });
    navigate(paths.users(answer.data.id));
  });

  return (
    <>
      <PageHeader title={t('routes.userAddPage')} subtitle={t('form.addIntro')} />
      <FormShell
        label={t('routes.userAddPage')}
        onSubmit={onSubmit}
        error={formError}
        sx={{ maxWidth: 960 }}
      >
        <PartnerFields
          control={control as unknown as Control<PartnerUpdateForm, unknown, PartnerUpdateValues>}
          autoFocus
          passwordField={<FirstPasswordField control={control} />}
        />
        <FormActions cancelTo={paths.partners} busy={busy} />
      </FormShell>
    </>
  );
}
