import { useEffect, useState } from 'react';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { SectionCard } from '../../../lib/ui';
import { useSearchParams } from 'react-router';
import { useAuth } from '../../../lib/session';
import { endOfMonthAhead, todayIso } from '../../../lib/dates';
import { applyServerErrors, FormTextField, SubmitButton, useZodForm } from '../../../lib/forms';
import { FormDayField } from '../../../lib/forms/FormDayField';
import { FormError } from '../../../lib/forms/FormError';
import { NUMBER_INPUT } from '../../../lib/forms/input-kinds';
import { notify } from '../../../lib/notify';
import { usePartnerUsers } from '../../../lib/partners';
import { packageRequestsApi as api } from '../api';
import { requestKeys } from '../queries';
import { RequestForm } from '../schemas';
import { FieldRow } from '../../../lib/forms/FieldRow';

const FIELDS = ['userId', 'serviceId', 'quota', 'validFrom', 'validTo', 'comment'] as const;

/** The last day of next month: a package usually covers a whole month ahead. */
const endOfNextMonth = () => endOfMonthAhead(1);

function fullName(user: { name: string; surname: string; login: string }) {
  return [user.name, user.surname].filter(Boolean).join(' ') || user.login;
}

/** A new package request: for oneself or (a partner) for one of its users. No payment data. */
export function RequestFormCard() {
  const { t } = useTranslation('package-requests');
  const user = useAuth((s) => s.user)!;
  const [params] = useSearchParams();
  const client = useQueryClient();
  const available = useQuery({ queryKey: requestKeys.available, queryFn: api.available });
  const isPartner = user.groups.includes('Partner');
  // A partner may ask for its own users too.
  const users = usePartnerUsers(user.id, { rowsPerPage: 100 }, { enabled: isPartner });
  const services = (available.data ?? []).filter((s) => s.tariff && s.status === 'active');
  const preset = Number(params.get('serviceId'));
  const defaults = (): RequestForm => ({
    userId: user.id,
    serviceId: '',
    quota: '',
    validFrom: todayIso(),
    validTo: endOfNextMonth(),
    comment: '',
  });
  const { control, handleSubmit, setError, reset, setValue, formState } = useZodForm(
    RequestForm,
    defaults(),
  );
  const [formError, setFormError] = useState<string>();
  // `?serviceId=` (from the catalogue's offers) picks the service once the list is known.
  const presetKnown = available.data?.some((s) => s.id === preset && s.tariff) ?? false;
  useEffect(() => {
    if (presetKnown) setValue('serviceId', preset);
  }, [presetKnown, preset, setValue]);
  const create = useMutation({ mutationFn: api.create, meta: { quiet: true } });

  const onSubmit = handleSubmit(async (body) => {
    setFormError(undefined);
    try {
      const answer = await create.mutateAsync(body);
      notify({ type: 'positive', message: answer.message ?? '' });
      reset(defaults());
      await client.invalidateQueries({ queryKey: requestKeys.all });
    } catch (error) {
      setFormError(applyServerErrors(error, setError, FIELDS));
    }
  });

  return (
    <SectionCard titleId="request-form-title" title={t('form.title')}>
      {available.isSuccess && services.length === 0 ? (
        <Typography color="text.secondary" role="status">
          {t('form.noServices')}
        </Typography>
      ) : (
        <form noValidate onSubmit={onSubmit} aria-labelledby="request-form-title">
          <Stack spacing={2}>
            <FormError message={formError} />
            <FieldRow>
              <FormTextField control={control} name="userId" select label={t('form.user')} required>
                <MenuItem value={user.id}>{t('form.self', { name: fullName(user) })}</MenuItem>
                {(users.data?.data ?? []).map((member) => (
                  <MenuItem key={member.id} value={member.id}>
                    {fullName(member)}
                  </MenuItem>
                ))}
              </FormTextField>
              <FormTextField
                control={control}
                name="serviceId"
                select
                label={t('form.service')}
                required
                disabled={!available.isSuccess}
              >
                {services.map((service) => (
                  <MenuItem key={service.id} value={service.id}>
                    {service.name}
                  </MenuItem>
                ))}
              </FormTextField>
            </FieldRow>
            <FieldRow>
              <FormTextField
                control={control}
                name="quota"
                label={t('form.quota')}
                required
                slotProps={NUMBER_INPUT}
              />
              <FormDayField
                control={control}
                name="validFrom"
                label={t('form.validFrom')}
                required
              />
              <FormDayField control={control} name="validTo" label={t('form.validTo')} required />
            </FieldRow>
            <FormTextField
              control={control}
              name="comment"
              label={t('form.comment')}
              multiline
              minRows={2}
            />
            <Stack direction="row" sx={{ justifyContent: 'flex-end' }}>
              <SubmitButton busy={formState.isSubmitting} fullWidth={false}>
                {t('form.submit')}
              </SubmitButton>
            </Stack>
          </Stack>
        </form>
      )}
    </SectionCard>
  );
}
