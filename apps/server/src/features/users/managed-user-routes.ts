import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  MessageBody,
  MessageKey,
  PartnerUserCreate,
  PartnerUserUpdate,
  PasswordSet,
  PathId,
  Permission,
  UserResponse,
} from '@cabinet/contract';
import type { AppDeps } from '../../core/deps.js';
import { accountChange, auditedAccount } from '../../core/audit/accounts.js';
import { callerOf } from '../../core/auth/guard.js';
import { sendEmailConfirmation } from '../../core/auth/email-confirmation.js';
import type { ReplyOf, RequestOf } from '../../core/http/route-request.js';
import { createPartnerUser, setUserPassword, updatePartnerUser } from './manage.js';
import { schemaOf } from '../../core/http/route-schema.js';
import { ok } from '../../core/http/answers.js';

const schema = schemaOf(['users']);
const edit = Permission.usersEdit;

const createSchema = schema('Add a user to a partner', {
  body: PartnerUserCreate,
  response: { 201: UserResponse },
});
const updateSchema = schema('Update a partner’s user (roles, block)', {
  params: z.object({ id: PathId }),
  body: PartnerUserUpdate,
  response: { 200: UserResponse },
});
const passwordSchema = schema('Set a user’s password (ends the user’s sessions)', {
  params: z.object({ id: PathId }),
  body: PasswordSet,
  response: { 200: MessageBody },
});

/** A partner's users added, changed and given a password by those who manage them. */
export const managedUserRoutes: FastifyPluginAsyncZod<{ deps: AppDeps }> = async (
  app,
  { deps },
) => {
  app.post(
    '/api/partner-users/create',
    {
      schema: createSchema,
      config: {
        idempotent: true,
        audit: { action: 'user.create', load: auditedAccount },
        access: {
          permission: edit,
          scopedBy: { in: 'body', name: 'parent_id', resource: 'user' },
        },
      },
    },
    (request, reply) => createUser(deps, request, reply),
  );

  app.post(
    '/api/partner-users/update/:id',
    {
      schema: updateSchema,
      config: accountChange('user.update', edit),
    },
    (request) => updateUser(deps, request),
  );

  app.post(
    '/api/partner-users/password-change/:id',
    {
      schema: passwordSchema,
      config: accountChange('user.password-set', edit),
    },
    (request) => setPassword(deps, request),
  );
};

const now = ({ clock }: AppDeps) => clock.now().toISOString();

/** POST /api/partner-users/create */
async function createUser(
  deps: AppDeps,
  request: RequestOf<typeof createSchema>,
  reply: ReplyOf<typeof createSchema>,
) {
  const data = await createPartnerUser(deps.db, callerOf(request), request.body, now(deps));
  await sendEmailConfirmation(deps, data.id, request.lang);
  return reply.status(201).send(ok(data, request.t(MessageKey.userSaved)));
}

/** POST /api/partner-users/update/:id */
async function updateUser(deps: AppDeps, request: RequestOf<typeof updateSchema>) {
  const caller = callerOf(request);
  const data = await updatePartnerUser(deps.db, caller, request.params.id, request.body, now(deps));
  await sendEmailConfirmation(deps, data.id, request.lang);
  return ok(data, request.t(MessageKey.userSaved));
}

/** POST /api/partner-users/password-change/:id */
async function setPassword(deps: AppDeps, request: RequestOf<typeof passwordSchema>) {
  const { id } = request.params;
  await setUserPassword(deps.db, callerOf(request), id, request.body.password, now(deps));
  return { success: true as const, message: request.t(MessageKey.passwordSet) };
}
