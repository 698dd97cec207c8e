import type { Query } from '../../lib/http';

const root = ['directory'] as const;
export const directoryKeys = {
  all: root,
  people: (query: Query) => [...root, 'people', query] as const,
  person: (id: number) => [...root, 'person', id] as const,
  accessTree: [...root, 'access-tree'] as const,
};
