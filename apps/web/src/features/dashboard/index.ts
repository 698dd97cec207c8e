import { withNamespaces } from '../../lib/i18n';

/** Insight pages of the template routes: each loaded with its route. */
export const dashboardPages = {
  dashboard: withNamespaces('dashboard', () => import('./pages/DashboardPage')),
  charts: withNamespaces('dashboard', () => import('./pages/ChartsPage')),
  calendar: withNamespaces('dashboard', () => import('./pages/CalendarPage')),
  /** The dashboard's screen, fetched ahead (the home page of a user who may see reports). */
  preload: (): Promise<unknown> => import('./pages/DashboardPage'),
};
