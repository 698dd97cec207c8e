import { featureTexts, withTexts } from '../../lib/i18n';
import { reportsTexts } from '../reports';

const texts = featureTexts('dashboard', {
  ru: () => import('./locales/ru'),
  en: () => import('./locales/en'),
  kk: () => import('./locales/kk'),
});

/** Insight pages of the template routes: each loaded with its route. */
export const dashboardPages = {
  dashboard: withTexts(texts, () => import('./pages/DashboardPage')),
  charts: withTexts(texts, () => import('./pages/ChartsPage')),
  // The register's statuses are the report screens' texts.
  tables: withTexts([texts, reportsTexts], () => import('./pages/RegisterAllPage')),
  calendar: withTexts(texts, () => import('./pages/CalendarPage')),
};
