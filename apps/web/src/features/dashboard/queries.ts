import type { Query } from '../../lib/http';

const root = ['dashboard'] as const;
export const dashboardKeys = {
  all: root,
  summary: [...root, 'summary'] as const,
  calendar: (month: string) => [...root, 'calendar', month] as const,
  charts: (days: number) => [...root, 'charts', days] as const,
  register: (query: Query) => [...root, 'register', query] as const,
  services: [...root, 'services'] as const,
};
