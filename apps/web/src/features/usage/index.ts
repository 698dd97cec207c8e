import { withNamespaces } from '../../lib/i18n';

export { reportsStore, clearReportsState, initialReportsState } from './reports-store';
export type { ReportsState } from './reports-store';
export const reportsPages = {
  reportsList: withNamespaces('usage', () => import('./pages/ReportsListPage')),
  dailyReport: withNamespaces('usage', () => import('./pages/DailyReportPage')),
  requestRegister: withNamespaces('usage', () => import('./pages/RequestRegisterPage')),
  /** An integrator's ingestion today, for its home. */
  ingestToday: withNamespaces('usage', () => import('./components/IngestToday')),
};
