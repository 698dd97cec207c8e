import {
  AvailableServicesResponse,
  CataloguePage,
  CatalogueServiceResponse,
  PriceListResponse,
  type AvailableService,
} from '@cabinet/contract';
import type { z } from 'zod';
import { http, type Query } from '../../lib/http';

export type Available = z.infer<typeof AvailableService>;

export const catalogueApi = {
  list: (query: Query) => http.get('/api/catalogue/services', { query, schema: CataloguePage }),
  one: async (code: string) =>
    (
      await http.get(`/api/catalogue/services/${encodeURIComponent(code)}`, {
        schema: CatalogueServiceResponse,
      })
    ).data,
  /** What the signed-in user may use: its tariff and package balance per service. */
  available: async () =>
    (await http.get('/api/services/available', { schema: AvailableServicesResponse })).data,
  priceList: async () =>
    (await http.get('/api/catalogue/price-list', { schema: PriceListResponse })).data,
  publish: async (id: number, published: boolean) =>
    (
      await http.post(
        `/api/catalogue/price-list/${id}`,
        { public: published },
        { schema: PriceListResponse },
      )
    ).data,
};
