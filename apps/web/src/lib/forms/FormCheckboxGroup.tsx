import Checkbox from '@mui/material/Checkbox';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormGroup from '@mui/material/FormGroup';
import FormHelperText from '@mui/material/FormHelperText';
import FormLabel from '@mui/material/FormLabel';
import { useController, type Control, type FieldPath, type FieldValues } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { translateMessage } from '../i18n';
import { shownError } from './shown-error';

interface FormCheckboxGroupProps<T extends FieldValues, TOut, O extends string> {
  name: FieldPath<T>;
  control: Control<T, unknown, TOut>;
  label: string;
  /** Every choice, in the order the value lists them. */
  options: readonly O[];
  optionLabel: (option: O) => string;
  required?: boolean;
}

/** A set of choices (a list field) as a fieldset of checkboxes, with its error translated. */
export function FormCheckboxGroup<T extends FieldValues, TOut, O extends string>({
  name,
  control,
  label,
  options,
  optionLabel,
  required,
}: FormCheckboxGroupProps<T, TOut, O>) {
  useTranslation(); // re-render on language change
  const { field, fieldState, formState } = useController({ name, control });
  const shown = shownError(fieldState, formState);
  const chosen = new Set<string>((field.value as string[] | undefined) ?? []);
  return (
    <FormControl component="fieldset" margin="normal" error={Boolean(shown)} required={required}>
      <FormLabel component="legend">{label}</FormLabel>
      <FormGroup>
        {options.map((option) => (
          <FormControlLabel
            key={option}
            label={optionLabel(option)}
            control={
              <Checkbox
                checked={chosen.has(option)}
                onBlur={field.onBlur}
                onChange={(event) => {
                  const next = new Set(chosen);
                  if (event.target.checked) next.add(option);
                  else next.delete(option);
                  field.onChange(options.filter((o) => next.has(o)));
                }}
              />
            }
          />
        ))}
      </FormGroup>
      {shown && <FormHelperText>{translateMessage(shown.message)}</FormHelperText>}
    </FormControl>
  );
}
