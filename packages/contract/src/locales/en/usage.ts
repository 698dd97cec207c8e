import type { Messages } from '../ru.js';

export const usage: Messages['usage'] = {
  timeInvalid: 'The time must be ISO 8601 with a time zone',
  timeOutsideWindow:
    'The request time must be at most 400 days before and at most 60 minutes after the server’s time',
  payloadTooLong: 'The request or response body is too long (16,384 characters at most)',
  batchTooLarge: 'A batch holds at most 1000 records',
  unknownService: 'Unknown service code',
  unknownUser: 'Unknown user',
  userOutOfScope: 'You may not send records for this user',
  duplicateInBatch: 'This request id is already in the batch',
  requestIdConflict:
    'This request id was already recorded with other content; send a new request under a new id',
  requestNotFound: 'Request not found',
  sortTooWide: 'To sort by this column, shorten the period (200,000 requests at most)',
};
