import type { ServiceInput } from '@cabinet/contract';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { Query } from '../../lib/http';
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

export const useServices = (query: Query) =>
  useQuery({
    queryKey: servicesKeys.list(query),
    queryFn: () => api.list(query),
    placeholderData: keepPreviousData,
  });

export const useService = (id: number | undefined) =>
  useQuery({
    queryKey: servicesKeys.one(id ?? 0),
    queryFn: () => api.one(id!),
    enabled: id !== undefined,
  });

export const useServiceByCode = (code: string | undefined) =>
  useQuery({
    queryKey: servicesKeys.byCode(code ?? ''),
    queryFn: () => api.byCode(code!),
    enabled: code !== undefined,
  });

export const useAvailableServices = () =>
  useQuery({ queryKey: servicesKeys.available, queryFn: api.available, staleTime: 0 });

export function useSaveService() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ id, body }: { id?: number; body: ServiceInput }) =>
      id ? api.update(id, body) : api.create(body),
    onSuccess: () => client.invalidateQueries({ queryKey: servicesKeys.all }),
    meta: { quiet: true },
  });
}

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
