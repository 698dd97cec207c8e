import { featureTexts, withTexts } from '../../lib/i18n';

export { reportsStore, clearReportsState, initialReportsState } from './reports-store';
export type { ReportsState } from './reports-store';
/** The report screens' texts; the documents and dashboard screens show its months and statuses. */
export const reportsTexts = featureTexts('reports', {
  ru: () => import('./locales/ru'),
  en: () => import('./locales/en'),
  kk: () => import('./locales/kk'),
});

export const reportsPages = {
  reportsList: withTexts(reportsTexts, () => import('./pages/ReportsListPage')),
  dailyReport: withTexts(reportsTexts, () => import('./pages/DailyReportPage')),
  requestRegister: withTexts(reportsTexts, () => import('./pages/RequestRegisterPage')),
};
