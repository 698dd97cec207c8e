import type {
  MessageBody,
  Role,
  RoleInput,
  Rule,
  RuleGroup,
  RuleGroupInput,
} from '@cabinet/contract';
import { http } from '../../lib/http';

const base = '/api/access-control';
type One<T> = { success: true; data: T; message?: string };

export const accessControlApi = {
  roles: async () => (await http.get<One<Role[]>>(`${base}/role`)).data,
  role: async (id: number) => (await http.get<One<Role>>(`${base}/role/${id}`)).data,
  /** Creates without an id, updates with one. */
  saveRole: (id: number | undefined, body: RoleInput) =>
    http.post<One<Role>>(id ? `${base}/role/${id}` : `${base}/role`, body),
  removeRole: (id: number) => http.post<MessageBody>(`${base}/role/remove/${id}`),
  ruleGroups: async () => (await http.get<One<RuleGroup[]>>(`${base}/rule-group`)).data,
  ruleGroup: async (id: number) =>
    (await http.get<One<RuleGroup>>(`${base}/rule-group/${id}`)).data,
  /** Creates a group, or updates the one with `body.id`; its rules are replaced. */
  saveRuleGroup: (body: RuleGroupInput) => http.post<One<RuleGroup>>(`${base}/rule-group`, body),
  rules: async () => (await http.get<One<Rule[]>>(`${base}/rule`)).data,
};
