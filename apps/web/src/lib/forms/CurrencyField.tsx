import { Currency } from '@cabinet/contract';
import MenuItem from '@mui/material/MenuItem';
import type { FieldValues } from 'react-hook-form';
import { FormTextField, type FormTextFieldProps } from './FormTextField';

/** The currency of a price, chosen among those the API takes. */
export function CurrencyField<T extends FieldValues, TOut = T>(
  props: Omit<FormTextFieldProps<T, TOut>, 'select' | 'children'>,
) {
  return (
    <FormTextField {...props} select>
      {Currency.options.map((code) => (
        <MenuItem key={code} value={code}>
          {code}
        </MenuItem>
      ))}
    </FormTextField>
  );
}
