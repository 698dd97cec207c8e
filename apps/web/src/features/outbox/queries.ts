import type { Query } from '../../lib/http';
import { outboxApi } from './api';

const root = ['outbox'] as const;
export const outboxKeys = {
  all: root,
  list: (query: Query) => [...root, 'list', query] as const,
  message: (id: number) => [...root, 'message', id] as const,
};

/** The outbox a page at a time. */
export const outboxList = { key: outboxKeys.list, fetch: outboxApi.list };
