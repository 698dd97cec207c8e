import { withNamespaces } from '../../lib/i18n';

export { reportsStore, clearReportsState, initialReportsState } from './reports-store';
export type { ReportsState } from './reports-store';
export const reportsPages = {
  reportsList: withNamespaces('reports', () => import('./pages/ReportsListPage')),
  dailyReport: withNamespaces('reports', () => import('./pages/DailyReportPage')),
  requestRegister: withNamespaces('reports', () => import('./pages/RequestRegisterPage')),
};
