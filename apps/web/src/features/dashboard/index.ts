import { lazyPages, withNamespaces } from '../../lib/i18n';

/** Insight pages of the template routes: each loaded with its route. */
export const dashboardPages = {
  ...lazyPages('dashboard', import.meta.glob('./pages/*.tsx'), [
    'DashboardPage',
    'ChartsPage',
    'CalendarPage',
  ]),
  /** The dashboard inside the home page, with its props (title, scope). */
  dashboard: withNamespaces('dashboard', () => import('./pages/DashboardPage')),
  /** The dashboard's screen, fetched ahead (the home page of a user who may see reports). */
  preload: (): Promise<unknown> => import('./pages/DashboardPage'),
};
