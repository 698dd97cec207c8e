import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import InputAdornment from '@mui/material/InputAdornment';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import AddIcon from '@mui/icons-material/Add';
import DeleteIcon from '@mui/icons-material/DeleteOutline';
import { useFieldArray, useFormState, useWatch, type Control } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { currencySymbol, formatCount } from '../../../lib/format';
import { FormTextField } from '../../../lib/forms';
import { translateMessage } from '../../../lib/i18n';
import type { TariffForm, TariffFormValues } from '../schemas';

type FormControl = Control<TariffForm, unknown, TariffFormValues>;

/**
 * Graduated prices: each row covers the month's requests up to its bound, the last row every
 * request beyond. Prices are typed in tenge (or the tariff's currency) with up to two decimals.
 */
export function TiersEditor({ control, locked }: { control: FormControl; locked?: boolean }) {
  const { t, i18n } = useTranslation('tariffs');
  const { fields, insert, remove } = useFieldArray({ control, name: 'tiers' });
  const tiers = useWatch({ control, name: 'tiers' }) ?? [];
  const currency = useWatch({ control, name: 'currency' }) ?? 'KZT';
  const { errors, isSubmitted } = useFormState({ control, name: 'tiers' });
  const listError = errors.tiers?.root?.message ?? errors.tiers?.message;
  const symbol = currencySymbol(currency, i18n.language);

  const fromOf = (index: number) => {
    if (index === 0) return 1;
    const previous = Number(tiers[index - 1]?.upTo);
    return Number.isFinite(previous) && previous > 0 ? previous + 1 : undefined;
  };

  return (
    <Box className="wide">
      <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
        {t('form.tiersIntro')}
      </Typography>
      {isSubmitted && listError && (
        <Alert severity="error" role="alert" sx={{ mb: 2 }}>
          {translateMessage(listError)}
        </Alert>
      )}
      <Box role="list" aria-label={t('form.tiers')} sx={{ display: 'grid', gap: 1.5 }}>
        {fields.map((field, index) => {
          const last = index === fields.length - 1;
          const from = fromOf(index);
          const number = index + 1;
          return (
            <Box
              role="listitem"
              key={field.id}
              data-tier={index}
              sx={{
                display: 'grid',
                gap: 1.5,
                alignItems: 'start',
                gridTemplateColumns: {
                  xs: '1fr auto',
                  sm: 'minmax(120px, 0.8fr) 1fr 1fr auto',
                },
                // On a phone: the title and the remove button, then each field on its own row.
                '& > .tier-field': { gridColumn: { xs: '1 / -1', sm: 'auto' } },
                '& > .tier-remove': {
                  gridRow: { xs: 1, sm: 'auto' },
                  gridColumn: { xs: 2, sm: 'auto' },
                },
              }}
            >
              <Typography variant="body2" sx={{ pt: 1, color: 'text.secondary' }}>
                {t('form.tierTitle', { number })}
                {from !== undefined &&
                  ` · ${t('form.fromRequest', { from: formatCount(from, i18n.language) })}`}
              </Typography>
              {last ? (
                <Typography
                  variant="body2"
                  className="tier-field"
                  sx={{
                    px: 1.5,
                    py: 1,
                    border: 1,
                    borderColor: 'divider',
                    borderRadius: 1,
                    color: 'text.secondary',
                  }}
                >
                  {t('form.noLimit')}
                </Typography>
              ) : (
                <TierField
                  control={control}
                  name={`tiers.${index}.upTo`}
                  label={t('form.upTo')}
                  ariaLabel={t('form.upToOf', { number })}
                  inputMode="numeric"
                  locked={locked}
                />
              )}
              <TierField
                control={control}
                name={`tiers.${index}.price`}
                label={t('form.price')}
                ariaLabel={t('form.priceOf', { number })}
                inputMode="decimal"
                locked={locked}
                required
                unit={symbol}
              />
              <Tooltip title={t('form.removeTier')}>
                <span className="tier-remove">
                  <IconButton
                    onClick={() => remove(index)}
                    disabled={locked || fields.length === 1}
                    aria-label={t('form.removeTierOf', { number })}
                  >
                    <DeleteIcon />
                  </IconButton>
                </span>
              </Tooltip>
            </Box>
          );
        })}
      </Box>
      <Button
        startIcon={<AddIcon />}
        sx={{ mt: 1.5 }}
        disabled={locked || fields.length >= 10}
        onClick={() => insert(fields.length - 1, { upTo: '', price: '' }, { shouldFocus: true })}
      >
        {t('form.addTier')}
      </Button>
    </Box>
  );
}

/** A tier's bound or price: small, named for screen readers by its row's number. */
function TierField({
  control,
  name,
  label,
  ariaLabel,
  inputMode,
  locked,
  required,
  unit,
}: {
  control: FormControl;
  name: `tiers.${number}.upTo` | `tiers.${number}.price`;
  label: string;
  ariaLabel: string;
  inputMode: 'numeric' | 'decimal';
  locked: boolean | undefined;
  required?: boolean;
  /** The currency's symbol after a price. */
  unit?: string;
}) {
  return (
    <FormTextField
      className="tier-field"
      control={control}
      name={name}
      label={label}
      size="small"
      required={required}
      disabled={locked}
      slotProps={{
        htmlInput: { inputMode, 'aria-label': ariaLabel },
        ...(unit !== undefined && {
          input: { endAdornment: <InputAdornment position="end">{unit}</InputAdornment> },
        }),
      }}
    />
  );
}
