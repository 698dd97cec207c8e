import type { Messages } from '../ru.js';

export const partners: Messages['partners'] = {
  taxIdTaken: 'A partner with this BIN already exists',
  notFound: 'Partner not found',
  saveFailed: 'Could not update the partner',
  saved: 'Partner saved',
  deleted: 'Partner deleted',
  blockedInstead:
    'The partner has request history or documents, so it was blocked instead of deleted',
};
