const root = ['dashboard'] as const;
export const dashboardKeys = {
  all: root,
  summary: [...root, 'summary'] as const,
  calendar: (month: string) => [...root, 'calendar', month] as const,
  charts: (days: number) => [...root, 'charts', days] as const,
};
