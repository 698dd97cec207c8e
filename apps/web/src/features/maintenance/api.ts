import { MaintenanceResponse, SiteInfoResponse, type MaintenanceInput } from '@cabinet/contract';
import { http } from '../../lib/http';

export const maintenanceApi = {
  state: async () => (await http.get('/api/maintenance', { schema: MaintenanceResponse })).data,
  set: (body: MaintenanceInput) =>
    http.post('/api/maintenance', body, { schema: MaintenanceResponse }),
  /** The provider's contacts stay reachable in maintenance mode. */
  contacts: async () => (await http.get('/api/site-info', { schema: SiteInfoResponse })).data,
};
