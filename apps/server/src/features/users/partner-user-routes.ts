import {
  IdParams,
  MessageKey,
  Permission,
  UserResponse,
  UsersPage,
  UsersQuery,
  ParentIdParams,
} from '@cabinet/contract';
import type { AppDeps } from '../../core/deps.js';
import { callerOf, subjectOf } from '../../core/auth/guard.js';
import { notFound } from '../../core/http/errors.js';
import { managedUser } from '../../core/auth/managed-user.js';
import { findUserSummary } from '../../core/auth/user-summary.js';
import { pageOfUsers } from './summaries.js';
import { okFound, okPage } from '../../core/http/answers.js';
import { routeDeclarers, routesPlugin } from '../../core/http/route-definer.js';

const route = routeDeclarers<{ deps: AppDeps }>(['users']);

const partnerUsers = route.get(
  '/api/partner-users/:parentId',
  'A partner’s users, paged',
  {
    params: ParentIdParams,
    querystring: UsersQuery,
    response: { 200: UsersPage },
  },
  { access: { permission: Permission.usersView, user: 'parentId' } },
  async ({ deps: { db } }, request) => {
    const { parentId } = request.params;
    if (subjectOf(request).group !== 'Partner') throw notFound(MessageKey.partnerNotFound);
    const query = request.query;
    const { rows, total } = await pageOfUsers(db, query, (q) =>
      q.where('parent_id', '=', parentId),
    );
    return okPage(rows, query, total);
  },
);

const partnerUser = route.get(
  '/api/partner-users/view/:id',
  'One user of a partner',
  {
    params: IdParams,
    response: { 200: UserResponse },
  },
  { access: { permission: Permission.usersView, user: 'id' } },
  async ({ deps: { db } }, request) => {
    const caller = callerOf(request);
    const { id } = request.params;
    const user =
      caller.id === id ? await findUserSummary(db, id) : await managedUser(db, caller, id);
    return okFound(user, MessageKey.userNotFound);
  },
);

/** A partner's users as those who may see them read them: the list, and one. */
export const partnerUserRoutes = routesPlugin(partnerUsers, partnerUser);
