import type { SiteInfo } from '@cabinet/contract';
import { http } from '../../lib/http';

export const siteInfoApi = {
  get: async () => (await http.get<{ data: SiteInfo }>('/api/site-info')).data,
};
