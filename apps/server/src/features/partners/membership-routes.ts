import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  AttachRequest,
  AttachResponse,
  DetachRequest,
  MessageKey,
  Permission,
  UserOptionsResponse,
} from '@cabinet/contract';
import type { AppDeps } from '../../core/deps.js';
import { callerOf } from '../../core/auth/guard.js';
import { auditedAccount } from '../../core/audit/accounts.js';
import type { RequestOf } from '../../core/http/route-request.js';
import { attach, attachableUsers, detach } from './membership.js';
import { schemaOf } from '../../core/http/route-schema.js';
import { ok } from '../../core/http/answers.js';

const schema = schemaOf(['partners']);
const bodyUserId = (request: FastifyRequest) => (request.body as { user_id?: number }).user_id;

const attachableSchema = schema('Users that can be attached to a partner', {
  response: { 200: UserOptionsResponse },
});
const attachSchema = schema('Attach a user to a partner', {
  body: AttachRequest,
  response: { 200: AttachResponse },
});
const detachSchema = schema('Detach a user from its partner', {
  body: DetachRequest,
  response: { 200: AttachResponse },
});

/** Users attached to a partner and detached from it. */
export const membershipRoutes: FastifyPluginAsyncZod<{ deps: AppDeps }> = async (app, { deps }) => {
  app.get(
    '/api/users/partner/all',
    { schema: attachableSchema, config: { access: { permission: Permission.partnersEdit } } },
    () => usersToAttach(deps),
  );

  app.post(
    '/api/users/attach-to-partner',
    {
      schema: attachSchema,
      config: {
        audit: { action: 'user.attach', load: auditedAccount, id: bodyUserId },
        access: { permission: Permission.partnersEdit },
      },
    },
    (request) => attachUser(deps, request),
  );

  app.post(
    '/api/partners/detach',
    {
      schema: detachSchema,
      config: {
        audit: { action: 'user.detach', load: auditedAccount, id: bodyUserId },
        access: {
          permission: Permission.usersEdit,
          scopedBy: { in: 'body', name: 'user_id', resource: 'user' },
        },
      },
    },
    (request) => detachUser(deps, request),
  );
};

/** GET /api/users/partner/all */
async function usersToAttach({ db }: AppDeps) {
  return ok(await attachableUsers(db));
}

/** POST /api/users/attach-to-partner */
async function attachUser({ db, clock }: AppDeps, request: RequestOf<typeof attachSchema>) {
  await attach(db, request.body.user_id, request.body.partner_id, clock.now().toISOString());
  return { success: true as const, message: request.t(MessageKey.userAttached), errors: {} };
}

/** POST /api/partners/detach */
async function detachUser({ db, clock }: AppDeps, request: RequestOf<typeof detachSchema>) {
  await detach(db, callerOf(request), request.body.user_id, clock.now().toISOString());
  return { success: true as const, message: request.t(MessageKey.userDetached), errors: {} };
}
