import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  EmailConfirmRequest,
  MessageBody,
  MessageKey,
  OwnProfileUpdate,
  PartnerUserCreate,
  PartnerUserUpdate,
  PasswordSet,
  PathId,
  Permission,
  UserResponse,
  UsersPage,
  UsersQuery,
  pageMeta,
} from '@cabinet/contract';
import type { AppDeps } from '../../core/deps.js';
import { auditedAccount } from '../../core/audit/accounts.js';
import { callerOf, subjectOf } from '../../core/auth/guard.js';
import { forbidden, notFound } from '../../core/http/errors.js';
import { createPartnerUser, managedUser, setUserPassword, updatePartnerUser } from './manage.js';
import { updateOwnProfile } from './own-profile.js';
import { confirmEmail, sendEmailConfirmation } from '../../core/auth/email-confirmation.js';
import { findUserSummary, pageOfUsers } from './summaries.js';

const tags = ['users'];
const view = Permission.usersView;
const edit = Permission.usersEdit;

export const usersRoutes: FastifyPluginAsyncZod<{ deps: AppDeps }> = async (app, { deps }) => {
  const { db, clock } = deps;
  const now = () => clock.now().toISOString();

  app.get(
    '/api/partner-users/:parentId',
    {
      schema: {
        tags,
        summary: 'A partner’s users, paged',
        params: z.object({ parentId: PathId }),
        querystring: UsersQuery,
        response: { 200: UsersPage },
      },
      config: { access: { permission: view, user: 'parentId' } },
    },
    async (request) => {
      const { parentId } = request.params;
      if (subjectOf(request).group !== 'Partner') throw notFound(MessageKey.partnerNotFound);
      const query = request.query;
      const { rows, total } = await pageOfUsers(db, query, (q) =>
        q.where('parent_id', '=', parentId),
      );
      return {
        success: true as const,
        data: rows,
        meta: pageMeta(query, total),
      };
    },
  );

  app.get(
    '/api/partner-users/view/:id',
    {
      schema: {
        tags,
        summary: 'One user of a partner',
        params: z.object({ id: PathId }),
        response: { 200: UserResponse },
      },
      config: { access: { permission: view, user: 'id' } },
    },
    async (request) => {
      const caller = callerOf(request);
      const user =
        caller.id === request.params.id
          ? await findUserSummary(db, caller.id)
          : await managedUser(db, caller, request.params.id);
      if (!user) throw notFound(MessageKey.userNotFound);
      return { success: true as const, data: user };
    },
  );

  app.post(
    '/api/partner-users/create',
    {
      schema: {
        tags,
        summary: 'Add a user to a partner',
        body: PartnerUserCreate,
        response: { 201: UserResponse },
      },
      config: {
        idempotent: true,
        audit: { action: 'user.create', load: auditedAccount },
        access: {
          permission: edit,
          scopedBy: { in: 'body', name: 'parent_id', resource: 'user' },
        },
      },
    },
    async (request, reply) => {
      const data = await createPartnerUser(db, callerOf(request), request.body, now());
      await sendEmailConfirmation(deps, data.id, request.lang);
      return reply
        .status(201)
        .send({ success: true, data, message: request.t(MessageKey.userSaved) });
    },
  );

  app.post(
    '/api/partner-users/update/:id',
    {
      schema: {
        tags,
        summary: 'Update a partner’s user (roles, block)',
        params: z.object({ id: PathId }),
        body: PartnerUserUpdate,
        response: { 200: UserResponse },
      },
      config: {
        audit: { action: 'user.update', load: auditedAccount, id: 'id' },
        access: { permission: edit, user: 'id' },
      },
    },
    async (request) => {
      const data = await updatePartnerUser(
        db,
        callerOf(request),
        request.params.id,
        request.body,
        now(),
      );
      await sendEmailConfirmation(deps, data.id, request.lang);
      return { success: true as const, data, message: request.t(MessageKey.userSaved) };
    },
  );

  app.post(
    '/api/partner-users/password-change/:id',
    {
      schema: {
        tags,
        summary: 'Set a user’s password (ends the user’s sessions)',
        params: z.object({ id: PathId }),
        body: PasswordSet,
        response: { 200: MessageBody },
      },
      config: {
        audit: { action: 'user.password-set', load: auditedAccount, id: 'id' },
        access: { permission: edit, user: 'id' },
      },
    },
    async (request) => {
      await setUserPassword(db, callerOf(request), request.params.id, request.body.password, now());
      return { success: true as const, message: request.t(MessageKey.passwordSet) };
    },
  );

  app.post(
    '/api/user/:id/me',
    {
      schema: {
        tags,
        summary: 'Update one’s own profile (e-mail change needs the current password)',
        params: z.object({ id: PathId }),
        body: OwnProfileUpdate,
        response: { 200: UserResponse },
      },
      config: {
        audit: { action: 'user.profile-update', load: auditedAccount, id: 'id' },
        access: { permission: null, scopedBy: { in: 'params', name: 'id', resource: 'self' } },
        // A wrong current password counts as an attempt.
        throttled: true,
      },
    },
    async (request) => {
      const caller = callerOf(request);
      if (request.params.id !== caller.id) throw forbidden();
      const data = await updateOwnProfile(
        db,
        deps.limits.currentPassword,
        caller.id,
        request.body,
        now(),
      );
      await sendEmailConfirmation(deps, caller.id, request.lang);
      return { success: true as const, data, message: request.t(MessageKey.profileSaved) };
    },
  );

  app.post(
    '/api/users/email-confirmation',
    {
      schema: {
        tags,
        summary: 'Mails a new confirmation link to one’s own address (if it is not confirmed)',
        description:
          '429 with Retry-After beyond EMAIL_CONFIRM_MAX_PER_USER asks within EMAIL_CONFIRM_WINDOW_SECONDS.',
        response: { 200: MessageBody },
      },
      config: { access: { permission: null }, throttled: true },
    },
    async (request) => {
      const caller = callerOf(request);
      await deps.limits.emailConfirmationRequest.takeOrRefuse(String(caller.id));
      await sendEmailConfirmation(deps, caller.id, request.lang);
      return { success: true as const, message: request.t(MessageKey.emailConfirmationSent) };
    },
  );

  app.post(
    '/api/users/email-confirmation/confirm',
    {
      schema: {
        tags,
        summary: 'Confirms an e-mail address with the token of the link mailed to it',
        description:
          'Alert mail goes only to confirmed addresses. 422 on `token` if the link is unknown, expired or its address changed since.',
        body: EmailConfirmRequest,
        response: { 200: MessageBody },
      },
      config: { access: 'public' },
    },
    async (request) => {
      await confirmEmail(deps, request.body.token);
      return { success: true as const, message: request.t(MessageKey.emailConfirmed) };
    },
  );
};
