import InputAdornment from '@mui/material/InputAdornment';
import { useWatch, type Control, type FieldPath, type FieldValues } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { currencySymbol } from '../format';
import { CurrencyField } from './CurrencyField';
import { FieldRow } from './FieldRow';
import { FormTextField } from './FormTextField';

/**
 * A price as typed (`price`, required) beside its currency (`currency`); `showSymbol`: the chosen
 * currency's sign at the price's end.
 */
export function PriceFields<T extends FieldValues, TOut>({
  control,
  priceLabel,
  currencyLabel,
  autoFocus,
  showSymbol = false,
}: {
  control: Control<T, unknown, TOut>;
  priceLabel: string;
  currencyLabel: string;
  autoFocus?: boolean;
  showSymbol?: boolean;
}) {
  const { i18n } = useTranslation();
  const currency =
    (useWatch({ control, name: 'currency' as FieldPath<T> }) as string | undefined) ?? 'KZT';
  return (
    <FieldRow>
      <FormTextField
        control={control}
        name={'price' as FieldPath<T>}
        label={priceLabel}
        required
        autoFocus={autoFocus}
        slotProps={{
          htmlInput: { inputMode: 'decimal' },
          input: showSymbol
            ? {
                endAdornment: (
                  <InputAdornment position="end">
                    {currencySymbol(currency, i18n.language)}
                  </InputAdornment>
                ),
              }
            : undefined,
        }}
      />
      <CurrencyField
        control={control}
        name={'currency' as FieldPath<T>}
        label={currencyLabel}
        sx={{ minWidth: 120 }}
        fullWidth={false}
      />
    </FieldRow>
  );
}
