import type {
  PartnerCreate,
  PartnerUpdate,
  PartnerUserCreate,
  PartnerUserUpdate,
  PasswordSet,
} from '@cabinet/contract';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { Query } from '../../lib/http';
import { partnerUserKeys } from '../../lib/partners';
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

export const usePartners = (query: Query) =>
  useQuery({
    queryKey: partnersKeys.list(query),
    queryFn: () => api.list(query),
    placeholderData: keepPreviousData,
  });

export const usePartner = (id: number | undefined) =>
  useQuery({
    queryKey: partnersKeys.one(id ?? 0),
    queryFn: () => api.one(id!),
    enabled: id !== undefined,
  });

export const usePartnerOptions = (enabled = true) =>
  useQuery({ queryKey: partnersKeys.options, queryFn: api.options, enabled });

export const useAttachableUsers = (enabled: boolean) =>
  useQuery({ queryKey: partnersKeys.attachable, queryFn: api.attachable, enabled, staleTime: 0 });

export const useRoles = (enabled: boolean) =>
  useQuery({ queryKey: partnersKeys.roles, queryFn: api.roles, enabled });

/** Partners and their users appear on each other's screens: a change refreshes both. */
function useInvalidateAll() {
  const client = useQueryClient();
  return () =>
    Promise.all([
      client.invalidateQueries({ queryKey: partnersKeys.all }),
      client.invalidateQueries({ queryKey: partnerUserKeys.all }),
    ]);
}

export function useCreatePartner() {
  const invalidate = useInvalidateAll();
  return useMutation({
    mutationFn: (body: PartnerCreate) => api.create(body),
    onSuccess: invalidate,
    meta: { quiet: true },
  });
}

export function useUpdatePartner(options: { quiet?: boolean } = {}) {
  const invalidate = useInvalidateAll();
  return useMutation({
    mutationFn: ({ id, body }: { id: number; body: PartnerUpdate }) => api.update(id, body),
    onSuccess: invalidate,
    meta: { quiet: options.quiet ?? true },
  });
}

export function useRemovePartner() {
  const invalidate = useInvalidateAll();
  return useMutation({ mutationFn: api.remove, onSuccess: invalidate });
}

export function useCreatePartnerUser() {
  const invalidate = useInvalidateAll();
  return useMutation({
    mutationFn: (body: PartnerUserCreate) => api.createUser(body),
    onSuccess: invalidate,
    meta: { quiet: true },
  });
}

export function useUpdatePartnerUser(options: { quiet?: boolean } = {}) {
  const invalidate = useInvalidateAll();
  return useMutation({
    mutationFn: ({ id, body }: { id: number; body: PartnerUserUpdate }) => api.updateUser(id, body),
    onSuccess: invalidate,
    meta: { quiet: options.quiet ?? true },
  });
}

export function useSetUserPassword() {
  return useMutation({
    mutationFn: ({ id, body }: { id: number; body: PasswordSet }) => api.setPassword(id, body),
    meta: { quiet: true },
  });
}

export function useAttachUser() {
  const invalidate = useInvalidateAll();
  return useMutation({
    mutationFn: ({ userId, partnerId }: { userId: number; partnerId: number }) =>
      api.attach(userId, partnerId),
    onSuccess: invalidate,
    meta: { quiet: true },
  });
}

export function useDetachUser() {
  const invalidate = useInvalidateAll();
  return useMutation({ mutationFn: api.detach, onSuccess: invalidate });
}
