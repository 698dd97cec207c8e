import type { Query } from '../../lib/http';

const root = ['audit'] as const;
export const auditKeys = {
  all: root,
  list: (query: Query) => [...root, 'list', query] as const,
};
