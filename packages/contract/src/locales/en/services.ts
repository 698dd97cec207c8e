import type { Messages } from '../ru.js';

export const services: Messages['services'] = {
  codeFormat: 'Code: Latin letters, digits, "-" and "_", starting with a letter',
  fieldNameFormat: 'Field name: Latin letters and digits, starting with a lower-case letter',
  fieldNamesRepeat: 'Form field names repeat',
  patternInvalid: 'The pattern is not a valid regular expression',
  upstreamInvalid: 'The service address must start with http:// or https://',
  billableOutcomesInvalid:
    'Choose which requests are billable: success, success-or-not-found, answered or all',
  upstreamMaskMoved:
    'The stored credentials are kept only for the same server address: enter them in full',
  notFound: 'Service not found',
  codeTaken: 'A service with this code already exists',
  saved: 'Service saved',
  disabled: 'The service is disabled',
  notAvailable: 'This service is not connected for you',
  upstreamFailed: 'The service did not answer',
};
