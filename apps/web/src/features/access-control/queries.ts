import type { RoleInput, RuleGroupInput } from '@cabinet/contract';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { accessControlApi as api } from './api';

const root = ['access-control'] as const;
export const accessControlKeys = {
  all: root,
  roles: [...root, 'roles'] as const,
  role: (id: number) => [...root, 'roles', id] as const,
  ruleGroups: [...root, 'rule-groups'] as const,
  ruleGroup: (id: number) => [...root, 'rule-groups', id] as const,
};

export const useRoles = () => useQuery({ queryKey: accessControlKeys.roles, queryFn: api.roles });

export const useRole = (id: number | undefined) =>
  useQuery({
    queryKey: accessControlKeys.role(id ?? 0),
    queryFn: () => api.role(id!),
    enabled: id !== undefined,
  });

export const useRuleGroups = () =>
  useQuery({ queryKey: accessControlKeys.ruleGroups, queryFn: api.ruleGroups });

export const useRuleGroup = (id: number | undefined) =>
  useQuery({
    queryKey: accessControlKeys.ruleGroup(id ?? 0),
    queryFn: () => api.ruleGroup(id!),
    enabled: id !== undefined,
  });

/** Roles show their rules and groups hold them: any change refreshes the whole area. */
function useInvalidateAll() {
  const client = useQueryClient();
  return () => client.invalidateQueries({ queryKey: accessControlKeys.all });
}

export function useSaveRole() {
  const invalidate = useInvalidateAll();
  return useMutation({
    mutationFn: ({ id, body }: { id?: number; body: RoleInput }) => api.saveRole(id, body),
    onSuccess: invalidate,
    meta: { quiet: true },
  });
}

export function useRemoveRole() {
  const invalidate = useInvalidateAll();
  return useMutation({ mutationFn: api.removeRole, onSuccess: invalidate });
}

export function useSaveRuleGroup() {
  const invalidate = useInvalidateAll();
  return useMutation({
    mutationFn: (body: RuleGroupInput) => api.saveRuleGroup(body),
    onSuccess: invalidate,
    meta: { quiet: true },
  });
}
