import { UserResponse, UsersPage, type UserSummary } from '@cabinet/contract';
import { http, type Query } from '../http';
import type { PageResult } from '../table';

/** Look-ups of a partner's users, which the screens of several features name or list. */
export const partnerUsersApi = {
  /** A page of a partner's users. */
  list: (partnerId: number, query: Query): Promise<PageResult<UserSummary>> =>
    http.get(`/api/partner-users/${partnerId}`, { query, schema: UsersPage }),
  /** One user's card. */
  one: async (id: number) =>
    (await http.get(`/api/partner-users/view/${id}`, { schema: UserResponse })).data,
};
