import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  MessageKey,
  PathId,
  Permission,
  UserResponse,
  UsersPage,
  UsersQuery,
} from '@cabinet/contract';
import type { AppDeps } from '../../core/deps.js';
import { callerOf, subjectOf } from '../../core/auth/guard.js';
import { notFound } from '../../core/http/errors.js';
import type { RequestOf } from '../../core/http/route-request.js';
import { managedUser } from '../../core/auth/managed-user.js';
import { findUserSummary } from '../../core/auth/user-summary.js';
import { pageOfUsers } from './summaries.js';
import { ok, okPage } from '../../core/http/answers.js';

const listSchema = {
  tags: ['users'],
  summary: 'A partner’s users, paged',
  params: z.object({ parentId: PathId }),
  querystring: UsersQuery,
  response: { 200: UsersPage },
};

const oneSchema = {
  tags: ['users'],
  summary: 'One user of a partner',
  params: z.object({ id: PathId }),
  response: { 200: UserResponse },
};

/** A partner's users as those who may see them read them: the list, and one. */
export const partnerUserRoutes: FastifyPluginAsyncZod<{ deps: AppDeps }> = async (
  app,
  { deps },
) => {
  app.get(
    '/api/partner-users/:parentId',
    {
      schema: listSchema,
      config: { access: { permission: Permission.usersView, user: 'parentId' } },
    },
    (request) => partnerUsers(deps, request),
  );

  app.get(
    '/api/partner-users/view/:id',
    { schema: oneSchema, config: { access: { permission: Permission.usersView, user: 'id' } } },
    (request) => partnerUser(deps, request),
  );
};

/** GET /api/partner-users/:parentId */
async function partnerUsers({ db }: AppDeps, request: RequestOf<typeof listSchema>) {
  const { parentId } = request.params;
  if (subjectOf(request).group !== 'Partner') throw notFound(MessageKey.partnerNotFound);
  const query = request.query;
  const { rows, total } = await pageOfUsers(db, query, (q) => q.where('parent_id', '=', parentId));
  return okPage(rows, query, total);
}

/** GET /api/partner-users/view/:id */
async function partnerUser({ db }: AppDeps, request: RequestOf<typeof oneSchema>) {
  const caller = callerOf(request);
  const user =
    caller.id === request.params.id
      ? await findUserSummary(db, caller.id)
      : await managedUser(db, caller, request.params.id);
  if (!user) throw notFound(MessageKey.userNotFound);
  return ok(user);
}
