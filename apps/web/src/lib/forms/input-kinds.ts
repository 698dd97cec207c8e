import type { TextFieldProps } from '@mui/material/TextField';

type SlotProps = TextFieldProps['slotProps'];

/** A code, a URL: typed as it is, never corrected or capitalised by the keyboard. */
export const VERBATIM_INPUT: SlotProps = {
  htmlInput: { spellCheck: false, autoCapitalize: 'off' },
};

/** A bank code (IBAN, BIC): capitals, never spell-checked. */
export const CAPITALS_INPUT: SlotProps = {
  htmlInput: { autoCapitalize: 'characters', spellCheck: false },
};

/** A whole number: the phone's digit keyboard. */
export const NUMBER_INPUT: SlotProps = { htmlInput: { inputMode: 'numeric' } };

/** A few lines of free text across the section's width. */
export const NOTES_FIELD = { multiline: true, minRows: 2, className: 'wide' } as const;
