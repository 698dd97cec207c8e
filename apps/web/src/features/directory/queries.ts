import type { Query } from '../../lib/http';
import { directoryApi } from './api';

const root = ['directory'] as const;
export const directoryKeys = {
  all: root,
  people: (query: Query) => [...root, 'people', query] as const,
  person: (id: number) => [...root, 'person', id] as const,
  accessTree: [...root, 'access-tree'] as const,
};

/** The people a page at a time. */
export const peopleList = { key: directoryKeys.people, fetch: directoryApi.people };
