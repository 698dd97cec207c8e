import type { Control } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { FormTextField } from '../../../lib/forms';
import { LoginEmailFields } from '../../../lib/forms/AccountFields';
import { FormDayField } from '../../../lib/forms/FormDayField';
import { FormSection } from '../../../lib/forms/FormSection';
import type { PartnerUpdateForm, PartnerUpdateValues } from '../schemas';

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
  return (
    <>
      <FormSection title={t('form.company')}>
        <FormTextField
          control={control}
          name="companyName"
          label={t('fields.companyName')}
          required
          autoFocus={autoFocus}
          className="wide"
        />
        <FormTextField
          control={control}
          name="taxId"
          label={t('fields.taxId')}
          helperText={t('form.taxIdHint')}
          required
          slotProps={{ htmlInput: { inputMode: 'numeric', maxLength: 12 } }}
        />
        <FormTextField control={control} name="city" label={t('fields.city')} />
        <FormTextField
          control={control}
          name="legalAddress"
          label={t('fields.legalAddress')}
          className="wide"
        />
        <FormTextField control={control} name="contractNumber" label={t('fields.contractNumber')} />
        <FormDayField control={control} name="contractDate" label={t('fields.contractDate')} />
        <FormTextField
          control={control}
          name="phone"
          type="tel"
          label={t('fields.phone')}
          autoComplete="off"
        />
        <FormTextField
          control={control}
          name="contactEmail"
          type="email"
          label={t('fields.contactEmail')}
          autoComplete="off"
        />
      </FormSection>
      <FormSection title={t('form.bank')}>
        <FormTextField
          control={control}
          name="bankName"
          label={t('fields.bankName')}
          className="wide"
        />
        <FormTextField
          control={control}
          name="iban"
          label={t('fields.iban')}
          helperText={t('form.ibanHint')}
          slotProps={{ htmlInput: { autoCapitalize: 'characters', spellCheck: false } }}
        />
        <FormTextField
          control={control}
          name="bic"
          label={t('fields.bic')}
          slotProps={{ htmlInput: { autoCapitalize: 'characters', spellCheck: false } }}
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
