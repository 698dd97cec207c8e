import {
  IdParams,
  MessageBody,
  MessageKey,
  PartnerUserCreate,
  PartnerUserUpdate,
  PasswordSet,
  Permission,
  UserResponse,
} from '@cabinet/contract';
import type { AppDeps } from '../../core/deps.js';
import { accountChange, auditedAccount } from '../../core/audit/accounts.js';
import { callerOf } from '../../core/auth/guard.js';
import { sendEmailConfirmation } from '../../core/auth/email-confirmation.js';
import { createPartnerUser, setUserPassword, updatePartnerUser } from './manage.js';
import { routeDeclarers, routesPlugin } from '../../core/http/route-definer.js';
import { ok } from '../../core/http/answers.js';

const route = routeDeclarers<{ deps: AppDeps }>(['users']);
const edit = Permission.usersEdit;
const now = ({ clock }: AppDeps) => clock.now().toISOString();

const createUser = route.post(
  '/api/partner-users/create',
  'Add a user to a partner',
  { body: PartnerUserCreate, response: { 201: UserResponse } },
  {
    idempotent: true,
    audit: { action: 'user.create', load: auditedAccount },
    access: { permission: edit, scopedBy: { in: 'body', name: 'parent_id', resource: 'user' } },
  },
  async ({ deps }, request, reply) => {
    const data = await createPartnerUser(deps.db, callerOf(request), request.body, now(deps));
    await sendEmailConfirmation(deps, data.id, request.lang);
    return reply.status(201).send(ok(data, request.t(MessageKey.userSaved)));
  },
);

const updateUser = route.post(
  '/api/partner-users/update/:id',
  'Update a partner’s user (roles, block)',
  {
    params: IdParams,
    body: PartnerUserUpdate,
    response: { 200: UserResponse },
  },
  accountChange('user.update', edit),
  async ({ deps }, request) => {
    const { id } = request.params;
    const data = await updatePartnerUser(deps.db, callerOf(request), id, request.body, now(deps));
    await sendEmailConfirmation(deps, data.id, request.lang);
    return ok(data, request.t(MessageKey.userSaved));
  },
);

const setPassword = route.post(
  '/api/partner-users/password-change/:id',
  'Set a user’s password (ends the user’s sessions)',
  {
    params: IdParams,
    body: PasswordSet,
    response: { 200: MessageBody },
  },
  accountChange('user.password-set', edit),
  async ({ deps }, request) => {
    const { id } = request.params;
    await setUserPassword(deps.db, callerOf(request), id, request.body.password, now(deps));
    return { success: true as const, message: request.t(MessageKey.passwordSet) };
  },
);

/** A partner's users added, changed and given a password by those who manage them. */
export const managedUserRoutes = routesPlugin(createUser, updateUser, setPassword);
