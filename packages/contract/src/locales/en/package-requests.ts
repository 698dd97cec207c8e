import type { Messages } from '../ru.js';

export const packageRequests: Messages['packageRequests'] = {
  quotaPositive: 'The number of requests must be greater than zero',
  sent: 'The package request has been sent',
  notFound: 'Request not found',
  alreadyDecided: 'This request has already been decided',
  approved: 'Request approved, the package is created',
  rejected: 'Request rejected',
  cancelled: 'Request withdrawn',
};
