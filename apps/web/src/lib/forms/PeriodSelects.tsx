import MenuItem from '@mui/material/MenuItem';
import TextField, { type TextFieldProps } from '@mui/material/TextField';
import { useTranslation } from 'react-i18next';
import { monthName, yearsToOffer } from '../dates';

/** «All» among the choices: no month or year (`undefined`). */
const ALL = '';

const MONTHS = Array.from({ length: 12 }, (_, i) => i + 1);

type SelectProps = Omit<TextFieldProps, 'select' | 'value' | 'onChange' | 'children'> & {
  value: number | undefined;
  onChange: (value: number | undefined) => void;
  /** Offer «all» (`undefined`) first, in these words. */
  allLabel?: string;
};

function NumberSelect({
  value,
  onChange,
  allLabel,
  choices,
  ...props
}: SelectProps & { choices: { value: number; label: string }[] }) {
  return (
    <TextField
      {...props}
      select
      value={value ?? ALL}
      onChange={(event) =>
        onChange(event.target.value === ALL ? undefined : Number(event.target.value))
      }
    >
      {allLabel && <MenuItem value={ALL}>{allLabel}</MenuItem>}
      {choices.map((choice) => (
        <MenuItem key={choice.value} value={choice.value}>
          {choice.label}
        </MenuItem>
      ))}
    </TextField>
  );
}

/** A month (1 to 12) by its name in the reader's language. */
export function MonthSelect(props: SelectProps) {
  const { i18n } = useTranslation();
  const choices = MONTHS.map((month) => ({ value: month, label: monthName(month, i18n.language) }));
  return <NumberSelect {...props} choices={choices} />;
}

/** A year among those a period may be in (the chosen one always among them). */
export function YearSelect(props: SelectProps) {
  const choices = yearsToOffer(props.value).map((year) => ({ value: year, label: String(year) }));
  return <NumberSelect {...props} choices={choices} />;
}
