import type { Query } from '../../lib/http';
import { packageRequestsApi } from './api';

export const requestKeys = {
  all: ['package-requests'] as const,
  list: (query: Query) => ['package-requests', 'list', query] as const,
  available: ['package-requests', 'available'] as const,
};

/** The requests the caller may see, a page at a time. */
export const requestsList = { key: requestKeys.list, fetch: packageRequestsApi.list };
