import type { FastifyReply } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  CurrentUserResponse,
  EmailLoginRequest,
  LoginRequest,
  MessageBody,
  MessageKey,
  PasswordChangeRequest,
  RecoveryRequest,
  RegisterRequest,
  RestorePasswordRequest,
  TokenResponse,
} from '@cabinet/contract';
import { z } from 'zod';
import type { AppDeps } from '../../core/deps.js';
import { callerOf } from '../../core/auth/guard.js';
import { loadCurrentUser } from '../../core/auth/current-user.js';
import { hashPassword } from '../../core/auth/passwords.js';
import { checkCurrentPassword } from '../../core/auth/current-password.js';
import { sendEmailConfirmation } from '../../core/auth/email-confirmation.js';
import { setCsrfCookie } from '../../core/http/csrf.js';
import { HttpError, invalid, unauthenticated } from '../../core/http/errors.js';
import { logIn } from './login.js';
import {
  assertFree,
  insertUser,
  roleIdsByKey,
  setPasswordHash,
  withUniqueGuard,
} from '../../core/auth/accounts.js';
import { restorePassword, sendRecoveryLink } from './recovery.js';

const tags = ['auth'];
const signedIn = { access: { permission: null } } as const;
const PasswordChangedResponse = MessageBody.extend({ token: z.string() });

export const authRoutes: FastifyPluginAsyncZod<{ deps: AppDeps }> = async (app, { deps }) => {
  const { db, clock, tokens, config } = deps;
  /** A fresh XSRF-TOKEN: asked for, and at sign-in and sign-out, as Laravel renews its token. */
  const renewCsrf = (reply: FastifyReply) =>
    setCsrfCookie(
      reply,
      deps.secret,
      config.publicUrl.startsWith('https://'),
      config.TOKEN_MAX_HOURS * 3600,
    );

  app.get(
    '/api/sanctum/csrf-cookie',
    {
      schema: {
        tags,
        summary: 'Sets the XSRF-TOKEN cookie that unsafe requests echo',
        response: { 204: z.null().describe('The cookie is set; there is no body') },
      },
      config: { access: 'public' },
    },
    async (_request, reply) => {
      renewCsrf(reply);
      return reply.status(204).send(null);
    },
  );

  app.post(
    '/api/sanctum/token',
    {
      schema: {
        tags,
        summary: 'Log in with login or e-mail',
        body: LoginRequest,
        response: { 200: TokenResponse },
      },
      config: { access: 'public', throttled: true },
    },
    async (request, reply) => {
      const answer = await logIn(
        deps,
        request,
        request.body.login,
        request.body.password,
        request.body.device_name,
      );
      renewCsrf(reply);
      return answer;
    },
  );

  app.post(
    '/api/sanctum/email',
    {
      schema: {
        tags,
        summary: 'Log in with e-mail (sample backend alias)',
        body: EmailLoginRequest,
        response: { 200: TokenResponse },
      },
      config: { access: 'public', throttled: true },
    },
    async (request, reply) => {
      const answer = await logIn(
        deps,
        request,
        request.body.email,
        request.body.password,
        request.body.device_name,
        'email',
      );
      renewCsrf(reply);
      return answer;
    },
  );

  for (const [url, summary] of [
    ['/api/user', 'The signed-in user'],
    ['/api/sanctum/checkToken', 'Whether the token is valid (alias of GET /api/user)'],
  ] as const) {
    app.get(
      url,
      { schema: { tags, summary, response: { 200: CurrentUserResponse } }, config: signedIn },
      async (request) => {
        const data = await loadCurrentUser(
          db,
          callerOf(request).id,
          request.lang,
          config.TOKEN_IDLE_MINUTES,
        );
        if (!data) throw unauthenticated();
        return { success: true as const, data };
      },
    );
  }

  // GET /api/logout because the contract says so; it only revokes the caller's own token.
  for (const [method, url] of [
    ['GET', '/api/logout'],
    ['POST', '/api/auth/logout'],
  ] as const) {
    app.route({
      method,
      url,
      schema: { tags, summary: 'Revoke the current token', response: { 200: MessageBody } },
      config: signedIn,
      handler: async (request, reply) => {
        if (request.tokenId !== null) await tokens.revoke(request.tokenId);
        renewCsrf(reply);
        return { success: true as const, message: request.t(MessageKey.loggedOut) };
      },
    });
  }

  app.post(
    '/api/auth/register',
    {
      schema: {
        tags,
        summary: 'Register a new user of group client',
        body: RegisterRequest,
        response: { 201: TokenResponse },
      },
      config: { access: 'public', throttled: true },
    },
    async (request, reply) => {
      const body = request.body;
      // Its answer tells whether a login or e-mail is taken: counted per client address.
      await deps.limits.registration.takeOrRefuse(request.ip);
      const now = clock.now().toISOString();
      const passwordHash = await hashPassword(body.password);
      const userId = await withUniqueGuard(
        () =>
          db.transaction().execute(async (trx) => {
            await assertFree(trx, body.login, body.email, MessageKey.registrationFailed);
            return insertUser(
              trx,
              {
                login: body.login,
                email: body.email,
                name: body.name,
                surname: body.surname,
                description: '',
                password_hash: passwordHash,
                group: 'client',
                parent_id: null,
                created_at: now,
                updated_at: now,
                last_login_at: now,
              },
              await roleIdsByKey(trx, ['client']),
            );
          }),
        MessageKey.registrationFailed,
      );
      await sendEmailConfirmation(deps, userId, request.lang);
      const token = await tokens.issue(userId, 'spa');
      const data = await loadCurrentUser(db, userId, request.lang, config.TOKEN_IDLE_MINUTES);
      if (!data) throw new HttpError(500, MessageKey.registrationFailed);
      return reply
        .status(201)
        .send({ success: true, token, data, message: request.t(MessageKey.registered) });
    },
  );

  for (const url of ['/api/auth/recovery-password', '/api/auth/recovery_pass']) {
    app.post(
      url,
      {
        schema: {
          tags,
          summary: 'Mail a password recovery link (same answer for any address)',
          body: RecoveryRequest,
          response: { 200: MessageBody },
        },
        config: { access: 'public', throttled: true },
      },
      async (request) => {
        await sendRecoveryLink(deps, request.body.email, request.ip, request.t);
        return { success: true as const, message: request.t(MessageKey.recoverySent) };
      },
    );
  }

  app.post(
    '/api/auth/restore-password-change',
    {
      schema: {
        tags,
        summary: 'Set a new password with the recovery link token',
        body: RestorePasswordRequest,
        response: { 200: MessageBody },
      },
      config: { access: 'public' },
    },
    async (request) => {
      const done = await restorePassword(deps, request.body.token, request.body.password);
      if (!done) throw invalid('token', MessageKey.recoveryFailed);
      return { success: true as const, message: request.t(MessageKey.passwordChanged) };
    },
  );

  for (const url of ['/api/users/password-change', '/api/auth/change_pass']) {
    app.post(
      url,
      {
        schema: {
          tags,
          summary: 'Change one’s own password (current one required)',
          body: PasswordChangeRequest,
          response: { 200: PasswordChangedResponse },
        },
        config: signedIn,
      },
      async (request) => {
        const caller = callerOf(request);
        const user = await db
          .selectFrom('users')
          .select('password_hash')
          .where('id', '=', caller.id)
          .executeTakeFirstOrThrow();
        await checkCurrentPassword(
          deps.limits.currentPassword,
          caller.id,
          user.password_hash,
          request.body.currentPassword,
        );
        await setPasswordHash(
          db,
          caller.id,
          await hashPassword(request.body.password),
          clock.now().toISOString(),
        );
        // Every session ends with the old password; the caller goes on with a fresh token.
        await tokens.revokeAll(caller.id);
        const token = await tokens.issue(caller.id, 'spa');
        return { success: true as const, message: request.t(MessageKey.passwordChanged), token };
      },
    );
  }
};
