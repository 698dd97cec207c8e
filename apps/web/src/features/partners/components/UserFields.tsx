import type { ReactNode } from 'react';
import MenuItem from '@mui/material/MenuItem';
import type { Control } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { FormTextField } from '../../../lib/forms';
import { LoginEmailFields } from '../../../lib/forms/AccountFields';
import { FormSection } from '../../../lib/forms/FormSection';
import { FormTextFields } from '../../../lib/forms/FormTextFields';
import { NOTES_FIELD } from '../../../lib/forms/input-kinds';
import type { PartnerUserUpdateForm, PartnerUserUpdateValues } from '../schemas';
import { RolesField } from './RolesField';

/** The fields of a partner's user (the add and edit forms share them). */
export function UserFields({
  control,
  currentRoles,
  partnerField,
  passwordField,
  extra,
}: {
  control: Control<PartnerUserUpdateForm, unknown, PartnerUserUpdateValues>;
  currentRoles?: { key: string; name: string }[];
  partnerField?: ReactNode;
  passwordField?: ReactNode;
  extra?: ReactNode;
}) {
  const { t } = useTranslation('partners');
  return (
    <>
      <FormSection title={t('users.account')}>
        {partnerField}
        <LoginEmailFields control={control} autoFocus={!partnerField} />
        {passwordField}
        <FormTextField control={control} name="group" select label={t('users.group')}>
          <MenuItem value="client">{t('users.groups.client')}</MenuItem>
          <MenuItem value="Integrator">{t('users.groups.Integrator')}</MenuItem>
        </FormTextField>
        <RolesField control={control} current={currentRoles} />
        {extra}
      </FormSection>
      <FormSection title={t('users.person')}>
        <FormTextFields
          control={control}
          fields={[
            { name: 'name', label: t('auth.fields.name') },
            { name: 'surname', label: t('auth.fields.surname') },
            { name: 'description', label: t('users.description'), ...NOTES_FIELD },
          ]}
        />
      </FormSection>
    </>
  );
}
