import { useEffect, useState } from 'react';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { useTranslation } from 'react-i18next';
import { isIsoDay, todayIso } from '../../../lib/dates';
import { DayField } from '../../../lib/forms/DayField';
import { FormDialog } from '../../../lib/forms/FormDialog';
import { formatDay } from '../../../lib/format';
import { isHttpError } from '../../../lib/http';
import { translateMessage } from '../../../lib/i18n';
import { notify } from '../../../lib/notify';
import { useAssignService, useServiceOptions, useTariffs } from '../queries';

type Errors = Partial<Record<'serviceId' | 'tariffId' | 'from', string>>;

/** Connects a service to a user under a tariff from a day on (or switches its tariff). */
export function AssignDialog({
  open,
  userId,
  serviceId: presetService,
  onClose,
}: {
  open: boolean;
  userId: number;
  /** Switching the tariff of this service. */
  serviceId?: number;
  onClose: () => void;
}) {
  const { t, i18n } = useTranslation('tariffs');
  const services = useServiceOptions();
  const assign = useAssignService(userId);
  const [serviceId, setServiceId] = useState('');
  const [tariffId, setTariffId] = useState('');
  const [from, setFrom] = useState(todayIso());
  const [errors, setErrors] = useState<Errors>({});
  const [formError, setFormError] = useState<string>();
  const tariffs = useTariffs(
    { serviceId: serviceId || undefined, rowsPerPage: 100, sortBy: 'validFrom', descending: true },
    open && serviceId !== '',
  );

  useEffect(() => {
    if (open) {
      setServiceId(presetService ? String(presetService) : '');
      setTariffId('');
      setFrom(todayIso());
      setErrors({});
      setFormError(undefined);
    }
  }, [open, presetService]);

  const usable = (tariffs.data?.data ?? []).filter(
    (tariff) => tariff.validTo === null || tariff.validTo >= todayIso(),
  );

  const submit = () => {
    const missing: Errors = {};
    if (!serviceId) missing.serviceId = t('validation.required');
    if (!tariffId) missing.tariffId = t('validation.required');
    if (!from) missing.from = t('validation.required');
    setErrors(missing);
    // A day typed wrong says so itself.
    if (Object.keys(missing).length > 0 || !isIsoDay(from)) return;
    setFormError(undefined);
    assign.mutate(
      { serviceId: Number(serviceId), tariffId: Number(tariffId), from },
      {
        onSuccess: (answer) => {
          notify({ type: 'positive', message: answer.message ?? t('tariffs.assignmentSaved') });
          onClose();
        },
        onError: (error) => {
          if (isHttpError(error) && error.status === 422) {
            const fields: Errors = {};
            for (const [key, messages] of Object.entries(error.fieldErrors))
              if (key === 'serviceId' || key === 'tariffId' || key === 'from')
                fields[key] = messages.map((m) => translateMessage(m)).join(' ');
            setErrors(fields);
            if (Object.keys(fields).length === 0) setFormError(error.message);
          } else {
            setFormError(error.message);
          }
        },
      },
    );
  };

  return (
    <FormDialog
      open={open}
      onClose={onClose}
      title={presetService ? t('assign.switchTitle') : t('assign.title')}
      text={t('assign.text')}
      error={formError}
      onSubmit={(event) => {
        event.preventDefault();
        submit();
      }}
      submitLabel={t('assign.submit')}
      busy={assign.isPending}
    >
      <Stack spacing={2}>
        <TextField
          select
          required
          label={t('fields.service')}
          value={services.data ? serviceId : ''}
          onChange={(event) => {
            setServiceId(event.target.value);
            setTariffId('');
          }}
          disabled={Boolean(presetService)}
          error={Boolean(errors.serviceId)}
          helperText={errors.serviceId}
        >
          {(services.data ?? []).map((service) => (
            <MenuItem key={service.id} value={String(service.id)}>
              {service.name} ({service.code})
            </MenuItem>
          ))}
        </TextField>
        <TextField
          select
          required
          label={t('assign.tariff')}
          value={tariffs.data ? tariffId : ''}
          onChange={(event) => setTariffId(event.target.value)}
          disabled={!serviceId || tariffs.isPending}
          error={Boolean(errors.tariffId)}
          helperText={
            errors.tariffId ??
            (serviceId && tariffs.isSuccess && usable.length === 0
              ? t('assign.noTariffs')
              : undefined)
          }
        >
          {usable.map((tariff) => (
            <MenuItem key={tariff.id} value={String(tariff.id)}>
              {tariff.name} ·{' '}
              {tariff.validTo
                ? `${formatDay(tariff.validFrom, i18n.language)} – ${formatDay(tariff.validTo, i18n.language)}`
                : t('since', { from: formatDay(tariff.validFrom, i18n.language) })}
            </MenuItem>
          ))}
        </TextField>
        <DayField
          required
          label={t('assign.from')}
          value={from}
          onChange={setFrom}
          error={Boolean(errors.from)}
          helperText={errors.from ?? t('assign.fromHint')}
        />
      </Stack>
    </FormDialog>
  );
}
