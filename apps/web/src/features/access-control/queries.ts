import type { RoleInput, RuleGroupInput } from '@cabinet/contract';
import { useQuery } from '@tanstack/react-query';
import { useQueryOf, useRefreshingMutation } from '../../lib/query';
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
  useQueryOf(accessControlKeys.role(id ?? 0), id, api.role);

export const useRuleGroups = () =>
  useQuery({ queryKey: accessControlKeys.ruleGroups, queryFn: api.ruleGroups });

export const useRuleGroup = (id: number | undefined) =>
  useQueryOf(accessControlKeys.ruleGroup(id ?? 0), id, api.ruleGroup);

/** Roles show their rules and groups hold them: any change refreshes the whole area. */
const refresh = [accessControlKeys.all];

export const useSaveRole = () =>
  useRefreshingMutation(refresh, {
    mutationFn: ({ id, body }: { id?: number; body: RoleInput }) => api.saveRole(id, body),
    meta: { quiet: true },
  });

export const useRemoveRole = () => useRefreshingMutation(refresh, { mutationFn: api.removeRole });

export const useSaveRuleGroup = () =>
  useRefreshingMutation(refresh, {
    mutationFn: (body: RuleGroupInput) => api.saveRuleGroup(body),
    meta: { quiet: true },
  });
