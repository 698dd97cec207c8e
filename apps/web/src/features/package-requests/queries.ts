import type { Query } from '../../lib/http';

export const requestKeys = {
  all: ['package-requests'] as const,
  list: (query: Query) => ['package-requests', 'list', query] as const,
  available: ['package-requests', 'available'] as const,
};
