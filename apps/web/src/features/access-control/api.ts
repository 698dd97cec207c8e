import {
  MessageBody,
  RoleResponse,
  RolesResponse,
  RuleGroupResponse,
  RuleGroupsResponse,
  RulesResponse,
  type RoleInput,
  type RuleGroupInput,
} from '@cabinet/contract';
import { http } from '../../lib/http';

const base = '/api/access-control';

export const accessControlApi = {
  roles: async () => (await http.get(`${base}/role`, { schema: RolesResponse })).data,
  role: async (id: number) => (await http.get(`${base}/role/${id}`, { schema: RoleResponse })).data,
  /** Creates without an id, updates with one. */
  saveRole: (id: number | undefined, body: RoleInput) =>
    http.post(id ? `${base}/role/${id}` : `${base}/role`, body, { schema: RoleResponse }),
  removeRole: (id: number) =>
    http.post(`${base}/role/remove/${id}`, undefined, { schema: MessageBody }),
  ruleGroups: async () =>
    (await http.get(`${base}/rule-group`, { schema: RuleGroupsResponse })).data,
  ruleGroup: async (id: number) =>
    (await http.get(`${base}/rule-group/${id}`, { schema: RuleGroupResponse })).data,
  /** Creates a group, or updates the one with `body.id`; its rules are replaced. */
  saveRuleGroup: (body: RuleGroupInput) =>
    http.post(`${base}/rule-group`, body, { schema: RuleGroupResponse }),
  rules: async () => (await http.get(`${base}/rule`, { schema: RulesResponse })).data,
};
