import { SiteInfoResponse } from '@cabinet/contract';
import { http } from '../../lib/http';

export const siteInfoApi = {
  get: async () => (await http.get('/api/site-info', { schema: SiteInfoResponse })).data,
};
