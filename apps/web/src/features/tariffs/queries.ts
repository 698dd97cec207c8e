import type { TariffInput } from '@cabinet/contract';
import { useQuery } from '@tanstack/react-query';
import type { Query } from '../../lib/http';
import { usePageQuery, useQueryOf, useRefreshingMutation } from '../../lib/query';
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
  usePageQuery(tariffsKeys.list(query), () => api.list(query), enabled);

export const useTariff = (id: number | undefined) =>
  useQueryOf(tariffsKeys.one(id ?? 0), id, api.one);

export const useServiceOptions = () =>
  useQuery({ queryKey: tariffsKeys.services, queryFn: api.services });

export const useServiceOption = (id: number | undefined) =>
  useQueryOf(tariffsKeys.service(id ?? 0), id, api.service);

export const useAssignments = (userId: number | undefined) =>
  useQueryOf(tariffsKeys.assignments(userId ?? 0), userId, api.assignments);

export const usePackages = (userId: number | undefined, serviceId: number | undefined) =>
  useQuery({
    queryKey: tariffsKeys.packages(userId ?? 0, serviceId ?? 0),
    queryFn: () => api.packages(userId!, serviceId!),
    enabled: userId !== undefined && serviceId !== undefined,
    staleTime: 0,
  });

// The services' "available" card shows tariffs and packages too.
const refresh = [tariffsKeys.all, ['services']];

export const useSaveTariff = () =>
  useRefreshingMutation(refresh, {
    mutationFn: ({ id, body }: { id?: number; body: TariffInput }) =>
      id ? api.update(id, body) : api.create(body),
    meta: { quiet: true },
  });

export const useRemoveTariff = () => useRefreshingMutation(refresh, { mutationFn: api.remove });

export const useEndTariff = () =>
  useRefreshingMutation(refresh, {
    mutationFn: ({ id, validTo }: { id: number; validTo: string }) => api.end(id, validTo),
    meta: { quiet: true },
  });

export const useAssignService = (userId: number) =>
  useRefreshingMutation(refresh, {
    mutationFn: (body: { serviceId: number; tariffId: number; from: string }) =>
      api.assign(userId, body),
    meta: { quiet: true },
  });

export const useEndAssignment = (userId: number) =>
  useRefreshingMutation(refresh, {
    mutationFn: (body: { serviceId: number; from: string }) => api.endAssignment(userId, body),
    meta: { quiet: true },
  });

export const useCreatePackage = (userId: number, serviceId: number) =>
  useRefreshingMutation(refresh, {
    mutationFn: (body: PackageInput) => api.createPackage(userId, serviceId, body),
    meta: { quiet: true },
  });

export const useExtendPackage = (userId: number, serviceId: number) =>
  useRefreshingMutation(refresh, {
    mutationFn: ({ id, body }: { id: number; body: { validTo?: string; addQuota?: number } }) =>
      api.extendPackage(userId, serviceId, id, body),
    meta: { quiet: true },
  });

export const useClosePackage = (userId: number, serviceId: number) =>
  useRefreshingMutation(refresh, {
    mutationFn: (id: number) => api.closePackage(userId, serviceId, id),
  });
