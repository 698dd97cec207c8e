import type { UserSummary } from '@cabinet/contract';
import { useQuery, type UseQueryOptions } from '@tanstack/react-query';
import type { Query } from '../http';
import type { PageResult } from '../table';
import { partnerUsersApi as api } from './api';

const root = ['partner-users'] as const;
export const partnerUserKeys = {
  all: root,
  list: (partnerId: number, query: Query) => [...root, 'list', partnerId, query] as const,
  detail: (id: number) => [...root, 'detail', id] as const,
};

/** How a screen looks a user up; `enabled` adds to the id being known. */
type LookupOptions<T> = Partial<
  Pick<UseQueryOptions<T>, 'staleTime' | 'retry' | 'placeholderData'>
> & {
  enabled?: boolean;
};

export const usePartnerUser = (
  id: number | undefined,
  { enabled = true, ...options }: LookupOptions<UserSummary> = {},
) =>
  useQuery({
    ...options,
    queryKey: partnerUserKeys.detail(id ?? 0),
    queryFn: () => api.one(id!),
    enabled: id !== undefined && enabled,
  });

export const usePartnerUsers = (
  partnerId: number | undefined,
  query: Query,
  { enabled = true, ...options }: LookupOptions<PageResult<UserSummary>> = {},
) =>
  useQuery({
    ...options,
    queryKey: partnerUserKeys.list(partnerId ?? 0, query),
    queryFn: () => api.list(partnerId!, query),
    enabled: partnerId !== undefined && enabled,
  });
