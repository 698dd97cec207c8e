const root = ['dashboard'] as const;
export const dashboardKeys = {
  all: root,
  summary: [...root, 'summary'] as const,
  charts: (days: number) => [...root, 'charts', days] as const,
};
