import { withNamespaces } from '../../lib/i18n';

// The usage store (and the date code it needs) loads with the report screens, not at start-up:
// import it from './usage-store'.
export type { UsageState } from './usage-store';
export const reportsPages = {
  reportsList: withNamespaces('usage', () => import('./pages/ReportsListPage')),
  dailyReport: withNamespaces('usage', () => import('./pages/DailyReportPage')),
  requestRegister: withNamespaces('usage', () => import('./pages/RequestRegisterPage')),
  /** «Квитанции приёма»: receipts by day with refusals by reason, and the refused records. */
  ingestReceipts: withNamespaces('usage', () => import('./pages/IngestReceiptsPage')),
  /** /Tables: the register across every partner (an admin's scope; others see their own). */
  registerAll: withNamespaces('usage', () => import('./pages/RegisterAllPage')),
  /** An integrator's ingestion today, for its home. */
  ingestToday: withNamespaces('usage', () => import('./components/IngestToday')),
};
