import type { Tariff } from '@cabinet/contract';
import Alert from '@mui/material/Alert';
import InputAdornment from '@mui/material/InputAdornment';
import MenuItem from '@mui/material/MenuItem';
import { useTranslation } from 'react-i18next';
import { FormTextField, useZodForm } from '../../../lib/forms';
import { CurrencyField } from '../../../lib/forms/CurrencyField';
import { EditorForm } from '../../../lib/forms/EditorForm';
import { FormDayField } from '../../../lib/forms/FormDayField';
import { FormSection } from '../../../lib/forms/FormSection';
import { FormSwitch } from '../../../lib/forms/FormSwitch';
import { tariffsPaths as paths } from '../../../lib/paths';
import { useSaveTariff, useServiceOptions } from '../queries';
import { TARIFF_FIELDS, TariffForm, tariffFormValues } from '../schemas';
import { TiersEditor } from './TiersEditor';
import { useFormDraft } from '../../../lib/forms/form-draft';
import { useSaveAndLeave } from '../../../lib/forms/use-save-and-leave';

/** Adds a tariff (no `tariff`) or edits one; the prices of a tariff in use are fixed. */
export function TariffEditor({ tariff, serviceId }: { tariff?: Tariff; serviceId?: number }) {
  const { t } = useTranslation('tariffs');
  const save = useSaveTariff();
  const services = useServiceOptions();
  const form = useZodForm(TariffForm, tariffFormValues(tariff, serviceId));
  const { control, getValues } = form;
  const draft = useFormDraft(form, `tariff:${tariff?.id ?? 'new'}`);
  const locked = tariff?.inUse ?? false;
  const back = tariff ? paths.listOf(tariff.serviceId) : paths.list;
  const fieldPaths = () => [
    ...TARIFF_FIELDS,
    ...getValues('tiers').flatMap((_, index) => [
      `tiers.${index}.upTo` as const,
      `tiers.${index}.price` as const,
    ]),
  ];
  const submit = useSaveAndLeave(
    form,
    fieldPaths,
    (body) => save.mutateAsync({ id: tariff?.id, body }),
    {
      saved: t('tariffs.saved'),
      leaveTo: (_, body) => paths.listOf(body.serviceId),
      draft,
    },
  );

  return (
    <EditorForm
      label={tariff ? t('routes.tariffEditPage') : t('routes.tariffAddPage')}
      submit={submit}
      cancelTo={back}
    >
      {locked && <Alert severity="info">{t('form.lockedHint')}</Alert>}
      <FormSection title={t('form.main')}>
        <FormTextField
          control={control}
          name="serviceId"
          select
          required
          label={t('fields.service')}
          disabled={Boolean(tariff) || services.isPending}
          className="wide"
        >
          {(services.data ?? []).map((service) => (
            <MenuItem key={service.id} value={service.id}>
              {service.name} ({service.code})
            </MenuItem>
          ))}
          {!services.data && tariff && (
            <MenuItem value={tariff.serviceId}>{tariff.serviceName}</MenuItem>
          )}
        </FormTextField>
        <FormTextField
          control={control}
          name="name"
          label={t('fields.name')}
          required
          autoFocus={!tariff}
        />
        <CurrencyField
          control={control}
          name="currency"
          label={t('fields.currency')}
          disabled={locked}
        />
        <FormDayField control={control} name="validFrom" label={t('fields.validFrom')} required />
        <FormDayField
          control={control}
          name="validTo"
          label={t('fields.validTo')}
          helperText={t('form.validToHint')}
        />
      </FormSection>
      <FormSection title={t('form.tiers')}>
        <TiersEditor control={control} locked={locked} />
      </FormSection>
      <FormSection title={t('form.vat')}>
        <FormSwitch
          control={control}
          name="vatIncluded"
          label={t('fields.vatIncluded')}
          disabled={locked}
        />
        <FormTextField
          control={control}
          name="vatRate"
          label={t('fields.vatRate')}
          disabled={locked}
          slotProps={{
            htmlInput: { inputMode: 'decimal' },
            input: { endAdornment: <InputAdornment position="end">%</InputAdornment> },
          }}
        />
      </FormSection>
    </EditorForm>
  );
}
