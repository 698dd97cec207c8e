import { loadComingSoonPage } from '../../lib/ui/load-coming-soon';

export { reportsStore, clearReportsState, initialReportsState } from './reports-store';
export type { ReportsState } from './reports-store';

/** Report screens arrive in a later release; their routes exist already. */
export const reportsPages = {
  reportsList: loadComingSoonPage,
  dailyReport: loadComingSoonPage,
  requestRegister: loadComingSoonPage,
};
