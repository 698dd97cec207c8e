export { reportsStore, clearReportsState, initialReportsState } from './reports-store';
export type { ReportsState } from './reports-store';
export { reportsPaths } from './paths';

export const reportsPages = {
  reportsList: () => import('./pages/ReportsListPage'),
  dailyReport: () => import('./pages/DailyReportPage'),
  requestRegister: () => import('./pages/RequestRegisterPage'),
};
