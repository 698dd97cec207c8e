import type { Query } from '../../lib/http';

const root = ['outbox'] as const;
export const outboxKeys = {
  all: root,
  list: (query: Query) => [...root, 'list', query] as const,
  message: (id: number) => [...root, 'message', id] as const,
};
