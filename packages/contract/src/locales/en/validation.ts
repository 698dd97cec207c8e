import type { Messages } from '../ru.js';

export const validation: Messages['validation'] = {
  emailInvalid: 'Enter a valid e-mail address',
  required: 'This field is required',
  binFormat: 'A BIN is 12 digits',
  binChecksum: 'This BIN has a typo: its check digit does not match',
  ibanInvalid: 'Invalid IBAN',
  bicInvalid: 'Invalid BIC',
  phoneInvalid: 'Invalid phone number',
  dateInvalid: 'Enter the date as YYYY-MM-DD',
  numberInvalid: 'Enter a number',
  patternMismatch: 'The value does not match the expected format',
  periodReversed: 'The period ends before it starts',
  periodTooLong: 'The period may be 366 days at most',
  nothingToChange: 'Nothing to change',
};
