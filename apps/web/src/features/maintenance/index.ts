import { withNamespaces } from '../../lib/i18n';

export { checkMaintenance, watchMaintenance } from './watch';

export const maintenancePages = {
  maintenance: withNamespaces('maintenance', () => import('./pages/MaintenancePage')),
};
