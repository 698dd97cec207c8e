import { lazyPages, withNamespaces } from '../../lib/i18n';

// The usage store (and the date code it needs) loads with the report screens, not at start-up:
// import it from './usage-store'.
export type { UsageState } from './usage-store';
export const reportsPages = {
  ...lazyPages('usage', import.meta.glob('./pages/*.tsx'), [
    'ReportsListPage',
    'DailyReportPage',
    'RequestRegisterPage',
    'IngestReceiptsPage',
    'RegisterAllPage',
  ]),
  /** An integrator's ingestion today, for its home. */
  ingestToday: withNamespaces('usage', () => import('./components/IngestToday')),
};
