import MenuItem from '@mui/material/MenuItem';
import type { Control } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { useAuth } from '../../../lib/session';
import { FormTextField, useZodForm } from '../../../lib/forms';
import { FirstPasswordField } from '../../../lib/forms/AccountFields';
import { EditorForm } from '../../../lib/forms/EditorForm';
import { useSaveAndLeave } from '../../../lib/forms/use-save-and-leave';
import { PageHeader } from '../../../lib/ui';
import { UserFields } from '../components/UserFields';
import { parseId, partnersPaths as paths } from '../../../lib/paths';
import { useCreatePartnerUser, usePartnerOptions } from '../queries';
import {
  PartnerUserCreateForm,
  USER_FIELDS,
  type PartnerUserUpdateForm,
  type PartnerUserUpdateValues,
} from '../schemas';

/** userPartnerAddPage (`/admin/users/add?partner={id}`): a user of a partner. */
export default function AddPartnerUserPage() {
  const { t } = useTranslation('partners');
  const [params] = useSearchParams();
  const user = useAuth((s) => s.user);
  const partners = usePartnerOptions();
  const create = useCreatePartnerUser();
  const ownCompany = user?.groups.includes('Partner') ? user.id : undefined;
  const preset = parseId(params.get('partner')) ?? ownCompany;
  const form = useZodForm(PartnerUserCreateForm, {
    parent_id: preset ?? '',
    login: '',
    email: '',
    name: '',
    surname: '',
    description: '',
    group: 'client',
    roles: ['client'],
    password: '',
  });
  const { control, watch } = form;
  const parent = watch('parent_id');
  const back = typeof parent === 'number' && parent > 0 ? paths.users(parent) : paths.partners;

  const submit = useSaveAndLeave(form, USER_FIELDS, create.mutateAsync, {
    saved: t('users.saved'),
    leaveTo: (_, body) => paths.users(body.parent_id),
  });

  const options = partners.data ?? [];
  const partnerField = (
    <FormTextField
      control={control}
      name="parent_id"
      select
      required
      label={t('users.partner')}
      className="wide"
      disabled={partners.isPending}
    >
      {options.map((option) => (
        <MenuItem key={option.id} value={option.id}>
          {option.name}
        </MenuItem>
      ))}
      {/* keep the preset shown while the list loads */}
      {options.length === 0 && preset !== undefined && (
        <MenuItem value={preset}>{t('common.loading')}</MenuItem>
      )}
    </FormTextField>
  );

  return (
    <>
      <PageHeader title={t('routes.userPartnerAddPage')} />
      <EditorForm label={t('routes.userPartnerAddPage')} submit={submit} cancelTo={back}>
        <UserFields
          control={
            control as unknown as Control<PartnerUserUpdateForm, unknown, PartnerUserUpdateValues>
          }
          partnerField={partnerField}
          passwordField={<FirstPasswordField control={control} />}
        />
      </EditorForm>
    </>
  );
}
