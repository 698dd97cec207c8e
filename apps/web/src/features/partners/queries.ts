import type {
  PartnerCreate,
  PartnerUpdate,
  PartnerUserCreate,
  PartnerUserUpdate,
  PasswordSet,
} from '@cabinet/contract';
import { useMutation, useQuery } from '@tanstack/react-query';
import type { Query } from '../../lib/http';
import { partnerUserKeys } from '../../lib/partners';
import { useQueryOf, useRefreshingMutation } from '../../lib/query';
import { partnersApi as api } from './api';

const root = ['partners'] as const;
export const partnersKeys = {
  all: root,
  list: (query: Query) => [...root, 'list', query] as const,
  one: (id: number) => [...root, 'one', id] as const,
  options: [...root, 'options'] as const,
  attachable: [...root, 'attachable'] as const,
  roles: [...root, 'roles'] as const,
};

/** The partners a page at a time. */
export const partnersList = { key: partnersKeys.list, fetch: api.list };

export const usePartner = (id: number | undefined) =>
  useQueryOf(partnersKeys.one(id ?? 0), id, api.one);

export const usePartnerOptions = (enabled = true) =>
  useQuery({ queryKey: partnersKeys.options, queryFn: api.options, enabled });

export const useAttachableUsers = (enabled: boolean) =>
  useQuery({ queryKey: partnersKeys.attachable, queryFn: api.attachable, enabled, staleTime: 0 });

export const useRoles = (enabled: boolean) =>
  useQuery({ queryKey: partnersKeys.roles, queryFn: api.roles, enabled });

/** Partners and their users appear on each other's screens: a change refreshes both. */
const refresh = [partnersKeys.all, partnerUserKeys.all];

export const useCreatePartner = () =>
  useRefreshingMutation(refresh, {
    mutationFn: (body: PartnerCreate) => api.create(body),
    meta: { quiet: true },
  });

export const useUpdatePartner = (options: { quiet?: boolean } = {}) =>
  useRefreshingMutation(refresh, {
    mutationFn: ({ id, body }: { id: number; body: PartnerUpdate }) => api.update(id, body),
    meta: { quiet: options.quiet ?? true },
  });

export const useRemovePartner = () => useRefreshingMutation(refresh, { mutationFn: api.remove });

export const useCreatePartnerUser = () =>
  useRefreshingMutation(refresh, {
    mutationFn: (body: PartnerUserCreate) => api.createUser(body),
    meta: { quiet: true },
  });

export const useUpdatePartnerUser = (options: { quiet?: boolean } = {}) =>
  useRefreshingMutation(refresh, {
    mutationFn: ({ id, body }: { id: number; body: PartnerUserUpdate }) => api.updateUser(id, body),
    meta: { quiet: options.quiet ?? true },
  });

export function useSetUserPassword() {
  return useMutation({
    mutationFn: ({ id, body }: { id: number; body: PasswordSet }) => api.setPassword(id, body),
    meta: { quiet: true },
  });
}

export const useAttachUser = () =>
  useRefreshingMutation(refresh, {
    mutationFn: ({ userId, partnerId }: { userId: number; partnerId: number }) =>
      api.attach(userId, partnerId),
    meta: { quiet: true },
  });

export const useDetachUser = () => useRefreshingMutation(refresh, { mutationFn: api.detach });
