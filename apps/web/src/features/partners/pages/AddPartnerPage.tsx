import { useState } from 'react';
import Stack from '@mui/material/Stack';
import type { Control } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { applyServerErrors, PasswordField, useZodForm } from '../../../lib/forms';
import { FormActions } from '../../../lib/forms/FormActions';
import { FormError } from '../../../lib/forms/FormError';
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
  const { control, handleSubmit, setError, formState } = form;
  const draft = useFormDraft(form, 'partner:new');
  const [formError, setFormError] = useState<string>();

  const onSubmit = handleSubmit(async (body) => {
    setFormError(undefined);
    try {
      const answer = await create.mutateAsync(body);
      draft.clear();
      notify({ type: 'positive', message: answer.message ?? t('partners.saved') });
      navigate(paths.users(answer.data.id));
    } catch (error) {
      setFormError(applyServerErrors(error, setError, PARTNER_FIELDS));
    }
  });

  return (
    <>
      <PageHeader title={t('routes.userAddPage')} subtitle={t('form.addIntro')} />
      <Stack
        component="form"
        spacing={3}
        noValidate
        onSubmit={onSubmit}
        aria-label={t('routes.userAddPage')}
        sx={{ maxWidth: 960 }}
      >
        <FormError message={formError} />
        <PartnerFields
          control={control as unknown as Control<PartnerUpdateForm, unknown, PartnerUpdateValues>}
          autoFocus
          passwordField={
            <PasswordField
              control={control}
              name="password"
              label={t('auth.fields.password')}
              helperText={t('auth.fields.passwordHint')}
              autoComplete="new-password"
              required
            />
          }
        />
        <FormActions cancelTo={paths.partners} busy={formState.isSubmitting} />
      </Stack>
    </>
  );
}
