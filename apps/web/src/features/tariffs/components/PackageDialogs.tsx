import { useEffect } from 'react';
import type { TariffPackage } from '@cabinet/contract';
import Stack from '@mui/material/Stack';
import { useTranslation } from 'react-i18next';
import { endOfMonthAhead, todayIso } from '../../../lib/dates';
import { FormTextField, useZodForm } from '../../../lib/forms';
import { FormDayField } from '../../../lib/forms/FormDayField';
import { FormDialog } from '../../../lib/forms/FormDialog';
import { useFormSubmit } from '../../../lib/forms/use-form-submit';
import { NUMBER_INPUT } from '../../../lib/forms/input-kinds';
import { notify } from '../../../lib/notify';
import { useCreatePackage, useExtendPackage } from '../queries';
import { ExtendForm, PackageForm } from '../schemas';
import { FieldRow } from '../../../lib/forms/FieldRow';
import { PriceFields } from '../../../lib/forms/PriceFields';

/** The last day of the month `months` after today's. */
const endOfMonth = (months = 0) => endOfMonthAhead(months);

/** A new package: this month, in tenge. */
const emptyPackage = () => ({
  quota: '',
  price: '',
  currency: 'KZT' as const,
  validFrom: todayIso(),
  validTo: endOfMonth(),
});

export function AddPackageDialog({
  open,
  userId,
  serviceId,
  onClose,
}: {
  open: boolean;
  userId: number;
  serviceId: number;
  onClose: () => void;
}) {
  const { t } = useTranslation('tariffs');
  const create = useCreatePackage(userId, serviceId);
  const form = useZodForm(PackageForm, emptyPackage());
  const { control, reset } = form;
  const { onSubmit, formError, clearError, busy } = useFormSubmit(
    form,
    ['quota', 'currency', 'validFrom', 'validTo'],
    async (body) => {
      const answer = await create.mutateAsync(body);
      notify({ type: 'positive', message: answer.message ?? t('packages.saved') });
      onClose();
    },
  );

  useEffect(() => {
    if (open) {
      reset(emptyPackage());
      clearError();
    }
  }, [open, reset, clearError]);

  return (
    <FormDialog
      open={open}
      onClose={onClose}
      title={t('packages.add')}
      text={t('packages.addText')}
      error={formError}
      onSubmit={onSubmit}
      submitLabel={t('common.add')}
      busy={busy}
    >
      <Stack spacing={2}>
        <FormTextField
          control={control}
          name="quota"
          label={t('packages.fields.quota')}
          helperText={t('packages.quotaHint')}
          required
          autoFocus
          slotProps={NUMBER_INPUT}
        />
        <PriceFields
          control={control}
          priceLabel={t('packages.fields.price')}
          currencyLabel={t('fields.currency')}
          showSymbol
        />
        <FieldRow>
          <FormDayField control={control} name="validFrom" label={t('fields.validFrom')} required />
          <FormDayField control={control} name="validTo" label={t('fields.validTo')} required />
        </FieldRow>
      </Stack>
    </FormDialog>
  );
}

export function ExtendPackageDialog({
  pack,
  userId,
  serviceId,
  onClose,
}: {
  pack?: TariffPackage;
  userId: number;
  serviceId: number;
  onClose: () => void;
}) {
  const { t } = useTranslation('tariffs');
  const extend = useExtendPackage(userId, serviceId);
  const form = useZodForm(ExtendForm, { validTo: '', addQuota: '' });
  const { control, setError, reset } = form;
  const { onSubmit, formError, clearError, busy } = useFormSubmit(
    form,
    ['validTo', 'addQuota'],
    async (body) => {
      if (!pack) return;
      // An unchanged end is not a change.
      const changes = {
        ...body,
        validTo: body.validTo === pack.validTo ? undefined : body.validTo,
      };
      if (changes.validTo === undefined && changes.addQuota === undefined) {
        setError('addQuota', { type: 'manual', message: 'validation.nothingToChange' });
        return;
      }
      const answer = await extend.mutateAsync({ id: pack.id, body: changes });
      notify({ type: 'positive', message: answer.message ?? t('packages.saved') });
      onClose();
    },
  );

  useEffect(() => {
    if (pack) {
      reset({ validTo: pack.validTo, addQuota: '' });
      clearError();
    }
  }, [pack, reset, clearError]);

  return (
    <FormDialog
      open={Boolean(pack)}
      onClose={onClose}
      title={t('packages.extend')}
      text={t('packages.extendText')}
      error={formError}
      onSubmit={onSubmit}
      submitLabel={t('packages.extend')}
      busy={busy}
      maxWidth="xs"
    >
      <Stack spacing={2}>
        <FormDayField control={control} name="validTo" label={t('packages.fields.newEnd')} />
        <FormTextField
          control={control}
          name="addQuota"
          label={t('packages.fields.addQuota')}
          slotProps={NUMBER_INPUT}
        />
      </Stack>
    </FormDialog>
  );
}
