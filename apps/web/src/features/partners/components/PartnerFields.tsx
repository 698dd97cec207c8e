import type { Control } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { FormTextField } from '../../../lib/forms';
import { FormSection } from '../../../lib/forms/FormSection';
import type { PartnerUpdateForm, PartnerUpdateValues } from '../schemas';

const dateLabel = { inputLabel: { shrink: true } } as const;

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
  const { t } = useTranslation();
  return (
    <>
      <FormSection title={t('partners.form.company')}>
        <FormTextField
          control={control}
          name="companyName"
          label={t('partners.fields.companyName')}
          required
          autoFocus={autoFocus}
          className="wide"
        />
        <FormTextField
          control={control}
          name="taxId"
          label={t('partners.fields.taxId')}
          helperText={t('partners.form.taxIdHint')}
          required
          slotProps={{ htmlInput: { inputMode: 'numeric', maxLength: 12 } }}
        />
        <FormTextField control={control} name="city" label={t('partners.fields.city')} />
        <FormTextField
          control={control}
          name="legalAddress"
          label={t('partners.fields.legalAddress')}
          className="wide"
        />
        <FormTextField
          control={control}
          name="contractNumber"
          label={t('partners.fields.contractNumber')}
        />
        <FormTextField
          control={control}
          name="contractDate"
          type="date"
          label={t('partners.fields.contractDate')}
          slotProps={dateLabel}
        />
        <FormTextField
          control={control}
          name="phone"
          type="tel"
          label={t('partners.fields.phone')}
          autoComplete="off"
        />
        <FormTextField
          control={control}
          name="contactEmail"
          type="email"
          label={t('partners.fields.contactEmail')}
          autoComplete="off"
        />
      </FormSection>
      <FormSection title={t('partners.form.bank')}>
        <FormTextField
          control={control}
          name="bankName"
          label={t('partners.fields.bankName')}
          className="wide"
        />
        <FormTextField
          control={control}
          name="iban"
          label={t('partners.fields.iban')}
          helperText={t('partners.form.ibanHint')}
          slotProps={{ htmlInput: { autoCapitalize: 'characters', spellCheck: false } }}
        />
        <FormTextField
          control={control}
          name="bic"
          label={t('partners.fields.bic')}
          slotProps={{ htmlInput: { autoCapitalize: 'characters', spellCheck: false } }}
        />
      </FormSection>
      <FormSection title={t('partners.form.account')}>
        <FormTextField
          control={control}
          name="login"
          label={t('auth.fields.login')}
          required
          autoComplete="off"
        />
        <FormTextField
          control={control}
          name="email"
          type="email"
          label={t('auth.fields.email')}
          required
          autoComplete="off"
        />
        <FormTextField
          control={control}
          name="name"
          label={t('partners.fields.displayName')}
          helperText={t('partners.form.displayNameHint')}
        />
        {passwordField}
      </FormSection>
    </>
  );
}
