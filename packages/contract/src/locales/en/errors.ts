import type { Messages } from '../ru.js';

export const errors: Messages['errors'] = {
  invalidInput: 'The given data was invalid.',
  malformedBody: 'The request body could not be read: valid JSON is expected.',
  payloadTooLarge: 'The request is too large.',
  bodyTooDeep: 'The request body is nested too deeply.',
  tooManyConnections: 'Too many open connections. Close some tabs and try again.',
  unsupportedMediaType: 'Unsupported request format.',
  unauthenticated: 'Unauthenticated.',
  forbidden: 'You do not have permission to do this.',
  notFound: 'Not found.',
  methodNotAllowed:
    'The {{method}} method is not supported for this address. Supported: {{allowed}}.',
  csrfMismatch: 'CSRF token mismatch.',
  tooManyAttempts: 'Too many attempts. Try again in {{seconds}} seconds.',
  serverError: 'Server error. Please try again later.',
  databaseUnavailable: 'The database is temporarily unavailable. Try again in a few seconds.',
  notReady: 'The server is not ready to take requests yet.',
  multipartBoundary: 'The multipart form names no boundary between its parts.',
  malformedForm: 'The form could not be read: its multipart body is cut off or broken.',
  requestTimeout: 'The request took too long to arrive: the connection is closed.',
  idempotencyKeyInvalid: 'The Idempotency-Key must be 1 to 255 visible ASCII characters.',
  idempotencyKeyReused:
    'This Idempotency-Key was already used with another request body. Use a new key for a new request.',
  idempotencyKeyInFlight:
    'A request with this Idempotency-Key is still being processed. Try again in a few seconds.',
};
