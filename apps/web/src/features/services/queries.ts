import type { ServiceInput } from '@cabinet/contract';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { Query } from '../../lib/http';
import { useQueryOf, useRefreshingMutation } from '../../lib/query';
import { servicesApi as api } from './api';

const root = ['services'] as const;
export const servicesKeys = {
  all: root,
  list: (query: Query) => [...root, 'list', query] as const,
  options: [...root, 'options'] as const,
  one: (id: number) => [...root, 'one', id] as const,
  byCode: (code: string) => [...root, 'code', code] as const,
  available: [...root, 'available'] as const,
};

/** Every service a page at a time. */
export const servicesList = { key: servicesKeys.list, fetch: api.list };

export const useService = (id: number | undefined) =>
  useQueryOf(servicesKeys.one(id ?? 0), id, api.one);

export const useServiceByCode = (code: string | undefined) =>
  useQueryOf(servicesKeys.byCode(code ?? ''), code, api.byCode);

export const useAvailableServices = () =>
  useQuery({ queryKey: servicesKeys.available, queryFn: api.available, staleTime: 0 });

export const useSaveService = () =>
  useRefreshingMutation([servicesKeys.all], {
    mutationFn: ({ id, body }: { id?: number; body: ServiceInput }) =>
      id ? api.update(id, body) : api.create(body),
    meta: { quiet: true },
  });

/** A call changes the package balance and the usage: what shows them is refreshed. */
export function useCallService() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ code, input }: { code: string; input: Record<string, unknown> }) =>
      api.call(code, input),
    onSettled: () => client.invalidateQueries({ queryKey: servicesKeys.available }),
    meta: { quiet: true },
  });
}
