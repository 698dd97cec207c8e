import { useState, type Ref } from 'react';
import TextField from '@mui/material/TextField';
import { Controller, type Control, type FieldPath, type FieldValues } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { shownError } from '../../../lib/forms';
import { boundInputProps } from '../../../lib/forms/bound-input';
import { minorToInput, parseMoney } from '../../../lib/format';
import { translateMessage } from '../../../lib/i18n';

interface FieldProps<T extends FieldValues, TOut> {
  control: Control<T, unknown, TOut>;
  name: FieldPath<T>;
  label: string;
  helperText?: string;
  required?: boolean;
}

/**
 * A whole number typed in. An empty field is NaN, which the schema refuses: `undefined` would
 * bring back the form's default value.
 */
export function WholeNumberField<T extends FieldValues, TOut>({
  control,
  name,
  label,
  helperText,
  required = true,
  max,
}: FieldProps<T, TOut> & { max: number }) {
  useTranslation();
  return (
    <Controller
      control={control}
      name={name}
      render={(bound) => {
        const { field } = bound;
        const value = field.value as number | undefined;
        return (
          <TextField
            type="number"
            label={label}
            required={required}
            fullWidth
            margin="normal"
            {...boundInputProps(bound, helperText)}
            value={value === undefined || Number.isNaN(value) ? '' : value}
            onChange={(event) =>
              field.onChange(event.target.value === '' ? Number.NaN : Number(event.target.value))
            }
            slotProps={{ htmlInput: { min: 1, max, step: 1, inputMode: 'numeric' } }}
          />
        );
      }}
    />
  );
}

/** An amount typed in major units (`1 500,50`) and kept as minor units (tiyn, cents). */
export function MoneyField<T extends FieldValues, TOut>({
  control,
  name,
  label,
  helperText,
}: FieldProps<T, TOut>) {
  useTranslation();
  return (
    <Controller
      control={control}
      name={name}
      render={({ field, fieldState, formState }) => (
        <MoneyInput
          minor={field.value as number | undefined}
          onChange={field.onChange}
          onBlur={field.onBlur}
          inputRef={field.ref}
          name={field.name}
          label={label}
          error={translateMessage(shownError(fieldState, formState)?.message)}
          helperText={helperText}
        />
      )}
    />
  );
}

function MoneyInput({
  minor,
  onChange,
  onBlur,
  inputRef,
  name,
  label,
  error,
  helperText,
}: {
  minor: number | undefined;
  onChange: (minor: number) => void;
  onBlur: () => void;
  inputRef: Ref<HTMLInputElement>;
  name: string;
  label: string;
  error?: string;
  helperText?: string;
}) {
  // The text as typed: "1 500," is on its way to an amount, not 1500 to rewrite at once.
  const [text, setText] = useState(
    minor === undefined || Number.isNaN(minor) ? '' : minorToInput(minor),
  );
  return (
    <TextField
      label={label}
      required
      fullWidth
      margin="normal"
      name={name}
      inputRef={inputRef}
      value={text}
      onChange={(event) => {
        setText(event.target.value);
        onChange(parseMoney(event.target.value) ?? Number.NaN);
      }}
      onBlur={onBlur}
      error={Boolean(error)}
      helperText={error ?? helperText}
      slotProps={{ htmlInput: { inputMode: 'decimal', maxLength: 20 } }}
    />
  );
}
