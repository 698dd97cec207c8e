import type { Query } from '../../lib/http';

const root = ['dashboard'] as const;
export const dashboardKeys = {
  all: root,
  summary: [...root, 'summary'] as const,
  charts: (days: number) => [...root, 'charts', days] as const,
  register: (query: Query) => [...root, 'register', query] as const,
  services: [...root, 'services'] as const,
};
