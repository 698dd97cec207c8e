import type {
  DirectoryPage,
  PersonResponse,
  RolesResponse,
  RuleGroupsResponse,
} from '@cabinet/contract';
import type { z } from 'zod';
import { http, type Query } from '../../lib/http';

export type PeoplePage = z.infer<typeof DirectoryPage>;

export const directoryApi = {
  people: (query: Query) => http.get<PeoplePage>('/api/directory', { query }),
  person: async (id: number) =>
    (await http.get<z.infer<typeof PersonResponse>>(`/api/directory/${id}`)).data,
  roles: async () =>
    (await http.get<z.infer<typeof RolesResponse>>('/api/access-control/role')).data,
  ruleGroups: async () =>
    (await http.get<z.infer<typeof RuleGroupsResponse>>('/api/access-control/rule-group')).data,
};
