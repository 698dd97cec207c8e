import { lazyPages, withNamespaces } from '../../lib/i18n';
import { readyLazy } from '../../lib/ready-lazy';

/** Insight pages of the template routes: each loaded with its route. */
export const dashboardPages = {
  ...lazyPages('dashboard', import.meta.glob('./pages/*.tsx'), [
    'DashboardPage',
    'ChartsPage',
    'CalendarPage',
  ]),
};

/** The dashboard inside the home page, with its props (title, scope); the home's route loads it. */
export const HomeDashboard = readyLazy(
  withNamespaces('dashboard', () => import('./pages/DashboardPage')),
);
