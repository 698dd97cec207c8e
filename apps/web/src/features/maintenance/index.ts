import { lazyPages } from '../../lib/i18n';

export { checkMaintenance, watchMaintenance } from './watch';

export const maintenancePages = lazyPages('maintenance', import.meta.glob('./pages/*.tsx'), [
  'MaintenancePage',
]);
