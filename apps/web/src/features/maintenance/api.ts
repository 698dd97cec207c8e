import type { MaintenanceInput, MaintenanceState, SiteInfo } from '@cabinet/contract';
import { http } from '../../lib/http';

type One<T> = { success: true; data: T; message?: string };

export const maintenanceApi = {
  state: async () => (await http.get<One<MaintenanceState>>('/api/maintenance')).data,
  set: (body: MaintenanceInput) => http.post<One<MaintenanceState>>('/api/maintenance', body),
  /** The provider's contacts stay reachable in maintenance mode. */
  contacts: async () => (await http.get<One<SiteInfo>>('/api/site-info')).data,
};
