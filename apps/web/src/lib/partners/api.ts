import type { UserSummary } from '@cabinet/contract';
import { http, type Query } from '../http';
import type { PageResult } from '../table';

/** Look-ups of a partner's users, which the screens of several features name or list. */
export const partnerUsersApi = {
  /** A page of a partner's users. */
  list: (partnerId: number, query: Query) =>
    http.get<PageResult<UserSummary>>(`/api/partner-users/${partnerId}`, { query }),
  /** One user's card. */
  one: async (id: number) =>
    (await http.get<{ success: true; data: UserSummary }>(`/api/partner-users/view/${id}`)).data,
};
