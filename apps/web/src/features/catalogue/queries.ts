import { useQuery } from '@tanstack/react-query';
import type { Query } from '../../lib/http';
import { catalogueApi, type Available } from './api';

export const catalogueKeys = {
  all: ['catalogue'] as const,
  list: (query: Query) => ['catalogue', 'list', query] as const,
  one: (code: string) => ['catalogue', 'one', code] as const,
  available: ['catalogue', 'available'] as const,
  priceList: ['catalogue', 'price-list'] as const,
};

/**
 * The signed-in user's connected services by id; a service missing from it is not connected.
 * `known` is false for a user with no services at all (staff): "your tariff" means nothing there.
 */
export function useAvailableById() {
  const available = useQuery({
    queryKey: catalogueKeys.available,
    queryFn: catalogueApi.available,
  });
  const list = available.data ?? [];
  const byId = new Map<number, Available>(list.map((s) => [s.id, s]));
  return { byId, ready: available.isSuccess && list.length > 0 };
}

/** The catalogue a page at a time: the grid, the list and the library's menu. */
export const catalogueList = { key: catalogueKeys.list, fetch: catalogueApi.list };
