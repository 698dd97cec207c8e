import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import { Controller, type Control, type FieldPath, type FieldValues } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { boundInputProps } from './bound-input';

/** One entry of a list to choose from: its id and what it is called. */
export interface Choice {
  id: number;
  label: string;
}

/** «None» in a list of choices: the API's `null` (the provider, all users, all services). */
const NONE = 0;

/**
 * An id chosen from a list (an owner, a partner, a service); `noneLabel` offers «none», kept as
 * `null`. An id the list does not hold (yet) shows as nothing chosen.
 */
export function FormChoiceField<T extends FieldValues, TOut>({
  control,
  name,
  label,
  helperText,
  required,
  choices,
  noneLabel,
}: {
  control: Control<T, unknown, TOut>;
  name: FieldPath<T>;
  label: string;
  helperText?: string;
  required?: boolean;
  choices: readonly Choice[];
  noneLabel?: string;
}) {
  useTranslation(); // re-render on language change
  return (
    <Controller
      control={control}
      name={name}
      render={(bound) => {
        const { field } = bound;
        const value = (field.value as number | null | undefined) ?? (noneLabel ? NONE : '');
        return (
          <TextField
            select
            label={label}
            required={required}
            fullWidth
            margin="normal"
            {...boundInputProps(bound, helperText)}
            value={choices.some((c) => c.id === value) || value === NONE ? value : ''}
            onChange={(event) => {
              const id = Number(event.target.value);
              field.onChange(id === NONE ? null : id);
            }}
          >
            {noneLabel && <MenuItem value={NONE}>{noneLabel}</MenuItem>}
            {choices.map((choice) => (
              <MenuItem key={choice.id} value={choice.id}>
                {choice.label}
              </MenuItem>
            ))}
          </TextField>
        );
      }}
    />
  );
}
