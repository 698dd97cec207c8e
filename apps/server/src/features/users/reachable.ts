import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  REACHABLE_USERS_MAX,
  ReachableUsersQuery,
  ReachableUsersResponse,
} from '@cabinet/contract';
import type { AppDeps } from '../../core/deps.js';
import { callerOf } from '../../core/auth/guard.js';
import { scopeCondition, scopeOf } from '../../core/auth/scope.js';
import { containsAnyText } from '../../core/db/search.js';
import { ok } from '../../core/http/answers.js';

/**
 * The accounts a caller may see by the one scope rule (staff: everybody, a partner: its circle,
 * anybody else: itself), found by login or name: what the audit and receipt filters offer
 * instead of a raw id.
 */
export const reachableUsersRoutes: FastifyPluginAsyncZod<{ deps: AppDeps }> = async (
  app,
  { deps },
) => {
  app.get(
    '/api/users/reachable',
    {
      schema: {
        tags: ['users'],
        summary: `Accounts the caller may see, by login or name, for pickers (at most ${REACHABLE_USERS_MAX})`,
        querystring: ReachableUsersQuery,
        response: { 200: ReachableUsersResponse },
      },
      config: { access: { permission: null } },
    },
    async (request) => {
      const { search } = request.query;
      const scope = scopeOf(callerOf(request));
      const rows = await deps.db
        .selectFrom('users')
        .select(['id', 'login', 'name', 'surname', 'group'])
        .where((eb) => scopeCondition(eb, scope, { id: 'id', parentId: 'parent_id' }))
        .$if(Boolean(search), (q) =>
          q.where(containsAnyText(['login', 'email', 'name', 'surname'], search!)),
        )
        .orderBy('login')
        .limit(REACHABLE_USERS_MAX)
        .execute();
      return ok(rows);
    },
  );
};
