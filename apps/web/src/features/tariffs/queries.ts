import type { TariffInput } from '@cabinet/contract';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { Query } from '../../lib/http';
import { tariffsApi as api, type PackageInput } from './api';

const root = ['tariffs'] as const;
export const tariffsKeys = {
  all: root,
  list: (query: Query) => [...root, 'list', query] as const,
  one: (id: number) => [...root, 'one', id] as const,
  services: [...root, 'services'] as const,
  service: (id: number) => [...root, 'service', id] as const,
  assignments: (userId: number) => [...root, 'assignments', userId] as const,
  packages: (userId: number, serviceId: number) =>
    [...root, 'packages', userId, serviceId] as const,
};

export const useTariffs = (query: Query, enabled = true) =>
  useQuery({
    queryKey: tariffsKeys.list(query),
    queryFn: () => api.list(query),
    placeholderData: keepPreviousData,
    enabled,
  });

export const useTariff = (id: number | undefined) =>
  useQuery({
    queryKey: tariffsKeys.one(id ?? 0),
    queryFn: () => api.one(id!),
    enabled: id !== undefined,
  });

export const useServiceOptions = () =>
  useQuery({ queryKey: tariffsKeys.services, queryFn: api.services });

export const useServiceOption = (id: number | undefined) =>
  useQuery({
    queryKey: tariffsKeys.service(id ?? 0),
    queryFn: () => api.service(id!),
    enabled: id !== undefined,
  });

export const useAssignments = (userId: number | undefined) =>
  useQuery({
    queryKey: tariffsKeys.assignments(userId ?? 0),
    queryFn: () => api.assignments(userId!),
    enabled: userId !== undefined,
  });

export const usePackages = (userId: number | undefined, serviceId: number | undefined) =>
  useQuery({
    queryKey: tariffsKeys.packages(userId ?? 0, serviceId ?? 0),
    queryFn: () => api.packages(userId!, serviceId!),
    enabled: userId !== undefined && serviceId !== undefined,
    staleTime: 0,
  });

function useInvalidateAll() {
  const client = useQueryClient();
  // The services' "available" card shows tariffs and packages too.
  return () =>
    Promise.all([
      client.invalidateQueries({ queryKey: tariffsKeys.all }),
      client.invalidateQueries({ queryKey: ['services'] }),
    ]);
}

export function useSaveTariff() {
  const invalidate = useInvalidateAll();
  return useMutation({
    mutationFn: ({ id, body }: { id?: number; body: TariffInput }) =>
      id ? api.update(id, body) : api.create(body),
    onSuccess: invalidate,
    meta: { quiet: true },
  });
}

export function useRemoveTariff() {
  const invalidate = useInvalidateAll();
  return useMutation({ mutationFn: api.remove, onSuccess: invalidate });
}

export function useEndTariff() {
  const invalidate = useInvalidateAll();
  return useMutation({
    mutationFn: ({ id, validTo }: { id: number; validTo: string }) => api.end(id, validTo),
    onSuccess: invalidate,
    meta: { quiet: true },
  });
}

export function useAssignService(userId: number) {
  const invalidate = useInvalidateAll();
  return useMutation({
    mutationFn: (body: { serviceId: number; tariffId: number; from: string }) =>
      api.assign(userId, body),
    onSuccess: invalidate,
    meta: { quiet: true },
  });
}

export function useEndAssignment(userId: number) {
  const invalidate = useInvalidateAll();
  return useMutation({
    mutationFn: (body: { serviceId: number; from: string }) => api.endAssignment(userId, body),
    onSuccess: invalidate,
    meta: { quiet: true },
  });
}

export function useCreatePackage(userId: number, serviceId: number) {
  const invalidate = useInvalidateAll();
  return useMutation({
    mutationFn: (body: PackageInput) => api.createPackage(userId, serviceId, body),
    onSuccess: invalidate,
    meta: { quiet: true },
  });
}

export function useExtendPackage(userId: number, serviceId: number) {
  const invalidate = useInvalidateAll();
  return useMutation({
    mutationFn: ({ id, body }: { id: number; body: { validTo?: string; addQuota?: number } }) =>
      api.extendPackage(userId, serviceId, id, body),
    onSuccess: invalidate,
    meta: { quiet: true },
  });
}

export function useClosePackage(userId: number, serviceId: number) {
  const invalidate = useInvalidateAll();
  return useMutation({
    mutationFn: (id: number) => api.closePackage(userId, serviceId, id),
    onSuccess: invalidate,
  });
}
