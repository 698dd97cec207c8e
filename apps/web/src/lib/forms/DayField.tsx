import {
  useEffect,
  useMemo,
  useRef,
  useState,
  type FocusEvent,
  type ReactNode,
  type Ref,
} from 'react';
import type { SxProps, Theme } from '@mui/material/styles';
import { useForkRef } from '@mui/material/utils';
import { DatePicker } from '@mui/x-date-pickers/DatePicker';
import type { DateValidationError, PickerChangeHandlerContext } from '@mui/x-date-pickers/models';
import { format, isValid } from 'date-fns';
import { useTranslation } from 'react-i18next';
import { dateOf, isIsoDay, isoDayOf } from '../dates/days';
import { PICKER_LOCALES } from '../dates/picker-locales';
import { PickerLocalization } from '../dates/PickerLocalization';
import { DEFAULT_LANGUAGE, isLanguage } from '../i18n';

/**
 * What a day field gives while what is typed is no whole, real day in its range: never a day, so a
 * form's schema refuses it and a filter keeps its last day.
 */
export const INVALID_DAY = 'invalid';

// MUI X's own bounds, named so that the messages can say them.
const LOWEST = '1900-01-01';
const HIGHEST = '2099-12-31';

export interface DayFieldProps {
  label: string;
  /** `yyyy-MM-dd`, '' (empty) or INVALID_DAY (what the field gave last). */
  value: string;
  /** A day, '' when emptied, INVALID_DAY while what is typed is no whole day within min–max. */
  onChange: (day: string) => void;
  onBlur?: () => void;
  min?: string;
  max?: string;
  error?: boolean;
  helperText?: ReactNode;
  required?: boolean;
  disabled?: boolean;
  fullWidth?: boolean;
  autoFocus?: boolean;
  size?: 'small' | 'medium';
  margin?: 'none' | 'dense' | 'normal';
  sx?: SxProps<Theme>;
  name?: string;
  inputRef?: Ref<HTMLInputElement>;
}

const dateFrom = (day: string) => (isIsoDay(day) ? dateOf(day) : null);
const dayOf = (date: Date | null) =>
  date === null ? '' : isValid(date) ? isoDayOf(date) : INVALID_DAY;

/**
 * A day typed or picked in the app's language (dd.MM.yyyy in Russian and Kazakh, MM/dd/yyyy in
 * English), given as the `yyyy-MM-dd` the contract speaks. Brings its own `PickerLocalization`: the
 * date pickers load with the screens that have a day field (issue 43), not with the layout.
 */
export function DayField({
  label,
  value,
  onChange,
  onBlur,
  min = LOWEST,
  max = HIGHEST,
  error,
  helperText,
  inputRef,
  ...field
}: DayFieldProps) {
  const { i18n } = useTranslation();
  const { locale, says } =
    PICKER_LOCALES[isLanguage(i18n.language) ? i18n.language : DEFAULT_LANGUAGE];
  const hidden = useRef<HTMLInputElement>(null);
  const ref = useForkRef(hidden, inputRef);
  const [date, setDate] = useState(() => dateFrom(value));
  const [reason, setReason] = useState<DateValidationError>(null);
  // Typed in part into an empty field: MUI X keeps it to itself (the value stays null).
  const [incomplete, setIncomplete] = useState(false);
  // Remounting is the only way to empty sections typed in part.
  const [generation, setGeneration] = useState(0);
  const minDate = useMemo(() => dateOf(min), [min]);
  const maxDate = useMemo(() => dateOf(max), [max]);
  // What the field gave and has not seen back yet: a screen may hand a day back after more has
  // been typed (an address updates a moment later), and that is no reason to undo the typing.
  const given = useRef<string[]>([]);

  useEffect(() => {
    const echo = given.current.indexOf(value);
    if (echo >= 0) {
      given.current.splice(0, echo + 1);
      return;
    }
    // Another day from outside (a preset, a reset) replaces what was typed.
    given.current = [];
    if (value === INVALID_DAY || (value === dayOf(date) && !incomplete)) return;
    setDate(dateFrom(value));
    if (incomplete) setGeneration((g) => g + 1);
    setIncomplete(false);
    // Only a new value from outside counts; the state it is compared with is read as it was then.
  }, [value]);

  const emit = (day: string) => {
    given.current.push(day);
    onChange(day);
  };

  const change = (next: Date | null, context: PickerChangeHandlerContext<DateValidationError>) => {
    setDate(next);
    setIncomplete(false);
    emit(next !== null && context.validationError ? INVALID_DAY : dayOf(next));
  };

  const blur = (event: FocusEvent<HTMLElement>) => {
    if (event.currentTarget.contains(event.relatedTarget as Node | null)) return;
    if (date === null) {
      const typed = Boolean(hidden.current?.value);
      setIncomplete(typed);
      if (typed !== (value === INVALID_DAY)) emit(typed ? INVALID_DAY : '');
    }
    onBlur?.();
  };

  const said = (day: string) => format(dateOf(day), 'P', { locale });
  const problem =
    incomplete || reason === 'invalidDate'
      ? says.invalid
      : reason === 'minDate'
        ? says.notBefore(said(min))
        : reason === 'maxDate'
          ? says.notAfter(said(max))
          : reason
            ? says.invalid
            : undefined;

  return (
    <PickerLocalization>
      <DatePicker
        key={generation}
        label={label}
        value={date}
        onChange={change}
        onError={setReason}
        minDate={minDate}
        maxDate={maxDate}
        disabled={field.disabled}
        autoFocus={field.autoFocus}
        slotProps={{
          textField: {
            name: field.name,
            required: field.required,
            fullWidth: field.fullWidth,
            // As small as the theme's text fields (MuiTextField), beside which it stands.
            size: field.size ?? 'small',
            margin: field.margin,
            sx: field.sx,
            error: Boolean(problem) || Boolean(error),
            helperText: problem ?? helperText,
            inputRef: ref,
            onBlur: blur,
          },
        }}
      />
    </PickerLocalization>
  );
}
