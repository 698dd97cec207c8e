import { ALERT_KINDS, type AlertKind, type AlertRuleCreateInput } from '@cabinet/contract';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { Controller, useController, useWatch, type Control } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { currencySymbol } from '../../../lib/format';
import { CurrencyField } from '../../../lib/forms/CurrencyField';
import { CONDITION_DEFAULTS, type RuleOutput } from '../rule-form';
import { MoneyField, WholeNumberField } from './fields';
import { FieldRow } from '../../../lib/forms/FieldRow';

type FormControl = Control<AlertRuleCreateInput, unknown, RuleOutput>;

/** The condition's kind and the figures of that kind; changing the kind starts from its defaults. */
export function ConditionFields({ control }: { control: FormControl }) {
  const { t, i18n } = useTranslation('alerts');
  const { field } = useController({ control, name: 'condition' });
  const kind = useWatch({ control, name: 'condition.kind' });
  const currency = useWatch({ control, name: 'condition.currency' }) ?? 'KZT';

  return (
    <>
      <TextField
        select
        label={t('kind')}
        required
        fullWidth
        margin="normal"
        value={kind}
        onChange={(event) => field.onChange(CONDITION_DEFAULTS[event.target.value as AlertKind])}
      >
        {ALERT_KINDS.map((k) => (
          <MenuItem key={k} value={k}>
            {t(`kinds.${k}`)}
          </MenuItem>
        ))}
      </TextField>
      {kind === 'packageRemaining' && (
        <FieldRow normalMargins>
          <WholeNumberField
            control={control}
            name="condition.below"
            label={t('below')}
            max={1_000_000_000}
          />
          <Controller
            control={control}
            name="condition.unit"
            render={({ field: unit }) => (
              <TextField
                select
                label={t('unit')}
                fullWidth
                margin="normal"
                name={unit.name}
                inputRef={unit.ref}
                value={unit.value ?? 'percent'}
                onChange={unit.onChange}
                onBlur={unit.onBlur}
              >
                <MenuItem value="percent">{t('units.percent')}</MenuItem>
                <MenuItem value="requests">{t('units.requests')}</MenuItem>
              </TextField>
            )}
          />
        </FieldRow>
      )}
      {kind === 'spend' && (
        <FieldRow normalMargins>
          <MoneyField
            control={control}
            name="condition.aboveMinor"
            label={t('above', { symbol: currencySymbol(currency, i18n.language) })}
            helperText={t('aboveHint')}
          />
          <CurrencyField
            control={control}
            name="condition.currency"
            label={t('currency')}
            margin="normal"
          />
        </FieldRow>
      )}
      {kind === 'errorRate' && (
        <FieldRow normalMargins>
          <WholeNumberField
            control={control}
            name="condition.abovePercent"
            label={t('abovePercent')}
            max={100}
          />
          <WholeNumberField
            control={control}
            name="condition.minRequests"
            label={t('minRequests')}
            helperText={t('minRequestsHint')}
            max={1_000_000}
          />
        </FieldRow>
      )}
      {kind === 'quiet' && (
        <WholeNumberField
          control={control}
          name="condition.hours"
          label={t('hours')}
          helperText={t('hoursHint')}
          max={24 * 31}
        />
      )}
      {kind === 'projectedSpend' && (
        <MoneyField
          control={control}
          name="condition.aboveMinor"
          label={t('above', { symbol: currencySymbol('KZT', i18n.language) })}
          helperText={t('projectedHint')}
        />
      )}
      {kind === 'packageRunsOut' && (
        <Typography variant="body2" color="text.secondary" sx={{ mt: 2 }}>
          {t('runsOutHint')}
        </Typography>
      )}
    </>
  );
}
