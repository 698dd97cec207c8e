import { useEffect, useId, useState } from 'react';
import type { TariffPackage } from '@cabinet/contract';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import InputAdornment from '@mui/material/InputAdornment';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import { useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { endOfMonthAhead, todayIso } from '../../../lib/dates';
import { currencySymbol } from '../../../lib/format';
import { applyServerErrors, FormTextField, useZodForm } from '../../../lib/forms';
import { FormDayField } from '../../../lib/forms/FormDayField';
import { FormError } from '../../../lib/forms/FormError';
import { notify } from '../../../lib/notify';
import { useCreatePackage, useExtendPackage } from '../queries';
import { ExtendForm, PackageForm } from '../schemas';

const CURRENCIES = ['KZT', 'USD', 'EUR', 'RUB'] as const;

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
  const { t, i18n } = useTranslation('tariffs');
  const id = useId();
  const create = useCreatePackage(userId, serviceId);
  const { control, handleSubmit, setError, formState, reset } = useZodForm(
    PackageForm,
    emptyPackage(),
  );
  const currency = useWatch({ control, name: 'currency' }) ?? 'KZT';
  const [formError, setFormError] = useState<string>();

  useEffect(() => {
    if (open) {
      reset(emptyPackage());
      setFormError(undefined);
    }
  }, [open, reset]);

  const onSubmit = handleSubmit(async (body) => {
    setFormError(undefined);
    try {
      const answer = await create.mutateAsync(body);
      notify({ type: 'positive', message: answer.message ?? t('packages.saved') });
      onClose();
    } catch (error) {
      setFormError(
        applyServerErrors(error, setError, ['quota', 'currency', 'validFrom', 'validTo']),
      );
    }
  });

  return (
    <Dialog open={open} onClose={onClose} aria-labelledby={`${id}-title`} fullWidth maxWidth="sm">
      <form noValidate onSubmit={onSubmit} aria-labelledby={`${id}-title`}>
        <DialogTitle id={`${id}-title`}>{t('packages.add')}</DialogTitle>
        <DialogContent>
          <DialogContentText sx={{ mb: 2 }}>{t('packages.addText')}</DialogContentText>
          <Stack spacing={2}>
            <FormError message={formError} />
            <FormTextField
              control={control}
              name="quota"
              label={t('packages.fields.quota')}
              helperText={t('packages.quotaHint')}
              required
              autoFocus
              slotProps={{ htmlInput: { inputMode: 'numeric' } }}
            />
            <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
              <FormTextField
                control={control}
                name="price"
                label={t('packages.fields.price')}
                required
                slotProps={{
                  htmlInput: { inputMode: 'decimal' },
                  input: {
                    endAdornment: (
                      <InputAdornment position="end">
                        {currencySymbol(currency, i18n.language)}
                      </InputAdornment>
                    ),
                  },
                }}
              />
              <FormTextField
                control={control}
                name="currency"
                select
                label={t('fields.currency')}
                sx={{ minWidth: 120 }}
                fullWidth={false}
              >
                {CURRENCIES.map((code) => (
                  <MenuItem key={code} value={code}>
                    {code}
                  </MenuItem>
                ))}
              </FormTextField>
            </Stack>
            <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
              <FormDayField
                control={control}
                name="validFrom"
                label={t('fields.validFrom')}
                required
              />
              <FormDayField control={control} name="validTo" label={t('fields.validTo')} required />
            </Stack>
          </Stack>
        </DialogContent>
        <DialogActions>
          <Button onClick={onClose}>{t('common.cancel')}</Button>
          <Button type="submit" variant="contained" disabled={formState.isSubmitting}>
            {t('common.add')}
          </Button>
        </DialogActions>
      </form>
    </Dialog>
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
  const id = useId();
  const extend = useExtendPackage(userId, serviceId);
  const { control, handleSubmit, setError, formState, reset } = useZodForm(ExtendForm, {
    validTo: '',
    addQuota: '',
  });
  const [formError, setFormError] = useState<string>();

  useEffect(() => {
    if (pack) {
      reset({ validTo: pack.validTo, addQuota: '' });
      setFormError(undefined);
    }
  }, [pack, reset]);

  const onSubmit = handleSubmit(async (body) => {
    if (!pack) return;
    setFormError(undefined);
    // An unchanged end is not a change.
    const changes = { ...body, validTo: body.validTo === pack.validTo ? undefined : body.validTo };
    if (changes.validTo === undefined && changes.addQuota === undefined) {
      setError('addQuota', { type: 'manual', message: 'validation.nothingToChange' });
      return;
    }
    try {
      const answer = await extend.mutateAsync({ id: pack.id, body: changes });
      notify({ type: 'positive', message: answer.message ?? t('packages.saved') });
      onClose();
    } catch (error) {
      setFormError(applyServerErrors(error, setError, ['validTo', 'addQuota']));
    }
  });

  return (
    <Dialog
      open={Boolean(pack)}
      onClose={onClose}
      aria-labelledby={`${id}-title`}
      fullWidth
      maxWidth="xs"
    >
      <form noValidate onSubmit={onSubmit} aria-labelledby={`${id}-title`}>
        <DialogTitle id={`${id}-title`}>{t('packages.extend')}</DialogTitle>
        <DialogContent>
          <DialogContentText sx={{ mb: 2 }}>{t('packages.extendText')}</DialogContentText>
          <Stack spacing={2}>
            <FormError message={formError} />
            <FormDayField control={control} name="validTo" label={t('packages.fields.newEnd')} />
            <FormTextField
              control={control}
              name="addQuota"
              label={t('packages.fields.addQuota')}
              slotProps={{ htmlInput: { inputMode: 'numeric' } }}
            />
          </Stack>
        </DialogContent>
        <DialogActions>
          <Button onClick={onClose}>{t('common.cancel')}</Button>
          <Button type="submit" variant="contained" disabled={formState.isSubmitting}>
            {t('packages.extend')}
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}
