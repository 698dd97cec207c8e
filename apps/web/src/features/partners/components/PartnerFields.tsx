import type { Control } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { FormTextField } from '../../../lib/forms';
import { LoginEmailFields } from '../../../lib/forms/AccountFields';
import { FormDayField } from '../../../lib/forms/FormDayField';
import { FormSection } from '../../../lib/forms/FormSection';
import { FormTextFields } from '../../../lib/forms/FormTextFields';
import { CAPITALS_INPUT } from '../../../lib/forms/input-kinds';
import type { PartnerUpdateForm, PartnerUpdateValues } from '../schemas';

/** A tax id (BIN/IIN): twelve digits. */
const TAX_ID = { htmlInput: { inputMode: 'numeric', maxLength: 12 } } as const;

/** The partner's account, company and bank fields (the add and edit forms share them). */
export function PartnerFields({
  control,
  passwordField,
  autoFocus,
}: {
  control: Control<PartnerUpdateForm, unknown, PartnerUpdateValues>;
  /** The add form's password field, shown with the account. */
  passwordField?: React.ReactNode;
  autoFocus?: boolean;
}) {
  const { t } = useTranslation('partners');
  const labelOf = (name: string) => t(`fields.${name}`);
  return (
    <>
      <FormSection title={t('form.company')}>
        <FormTextFields
          control={control}
          labelOf={labelOf}
          fields={[
            { name: 'companyName', required: true, autoFocus, className: 'wide' },
            { name: 'taxId', helperText: t('form.taxIdHint'), required: true, slotProps: TAX_ID },
            { name: 'city' },
            { name: 'legalAddress', className: 'wide' },
            { name: 'contractNumber' },
          ]}
        />
        <FormDayField control={control} name="contractDate" label={t('fields.contractDate')} />
        <FormTextFields
          control={control}
          labelOf={labelOf}
          fields={[
            { name: 'phone', type: 'tel', autoComplete: 'off' },
            { name: 'contactEmail', type: 'email', autoComplete: 'off' },
          ]}
        />
      </FormSection>
      <FormSection title={t('form.bank')}>
        <FormTextFields
          control={control}
          labelOf={labelOf}
          fields={[
            { name: 'bankName', className: 'wide' },
            { name: 'iban', helperText: t('form.ibanHint'), slotProps: CAPITALS_INPUT },
            { name: 'bic', slotProps: CAPITALS_INPUT },
          ]}
        />
      </FormSection>
      <FormSection title={t('form.account')}>
        <LoginEmailFields control={control} />
        <FormTextField
          control={control}
          name="name"
          label={t('fields.displayName')}
          helperText={t('form.displayNameHint')}
        />
        {passwordField}
      </FormSection>
    </>
  );
}
