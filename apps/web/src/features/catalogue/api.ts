import { AvailableServicesResponse } from '@cabinet/contract';
import type {
  AvailableService,
  CatalogueService,
  CatalogueServiceDetail,
  PriceListTariff,
} from '@cabinet/contract';
import type { z } from 'zod';
import { http, type Query } from '../../lib/http';
import type { PageResult } from '../../lib/table';

type One<T> = { success: true; data: T; message?: string };
export type Available = z.infer<typeof AvailableService>;

export const catalogueApi = {
  list: (query: Query) =>
    http.get<PageResult<CatalogueService>>('/api/catalogue/services', { query }),
  one: async (code: string) =>
    (
      await http.get<One<CatalogueServiceDetail>>(
        `/api/catalogue/services/${encodeURIComponent(code)}`,
      )
    ).data,
  /** What the signed-in user may use: its tariff and package balance per service. */
  available: async () =>
    (await http.get('/api/services/available', { schema: AvailableServicesResponse })).data,
  priceList: async () => (await http.get<One<PriceListTariff[]>>('/api/catalogue/price-list')).data,
  publish: async (id: number, published: boolean) =>
    (
      await http.post<One<PriceListTariff[]>>(`/api/catalogue/price-list/${id}`, {
        public: published,
      })
    ).data,
};
