import {
  DirectoryPage,
  PersonResponse,
  RolesResponse,
  RuleGroupsResponse,
} from '@cabinet/contract';
import type { z } from 'zod';
import { http, type Query } from '../../lib/http';

export type PeoplePage = z.infer<typeof DirectoryPage>;

export const directoryApi = {
  people: (query: Query) => http.get('/api/directory', { query, schema: DirectoryPage }),
  person: async (id: number) =>
    (await http.get(`/api/directory/${id}`, { schema: PersonResponse })).data,
  roles: async () => (await http.get('/api/access-control/role', { schema: RolesResponse })).data,
  ruleGroups: async () =>
    (await http.get('/api/access-control/rule-group', { schema: RuleGroupsResponse })).data,
};
