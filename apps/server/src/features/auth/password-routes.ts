import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  MessageBody,
  MessageKey,
  PasswordChangeRequest,
  PasswordChangedResponse,
  RecoveryRequest,
  RestorePasswordRequest,
} from '@cabinet/contract';
import type { AppDeps } from '../../core/deps.js';
import { callerOf } from '../../core/auth/guard.js';
import { hashPassword } from '../../core/auth/passwords.js';
import { checkCurrentPassword } from '../../core/auth/current-password.js';
import { setPasswordHash } from '../../core/auth/accounts.js';
import { invalid } from '../../core/http/errors.js';
import type { RequestOf } from '../../core/http/route-request.js';
import { restorePassword, sendRecoveryLink } from './recovery.js';
import { schemaOf } from '../../core/http/route-schema.js';

const schema = schemaOf(['auth']);

const recoverySchema = schema('Mail a password recovery link (same answer for any address)', {
  body: RecoveryRequest,
  response: { 200: MessageBody },
});
const restoreSchema = schema('Set a new password with the recovery link token', {
  body: RestorePasswordRequest,
  response: { 200: MessageBody },
});
const changeSchema = schema('Change one’s own password (current one required)', {
  body: PasswordChangeRequest,
  response: { 200: PasswordChangedResponse },
});

/** A forgotten password recovered by a mailed link, and one's own password changed. */
export const passwordRoutes: FastifyPluginAsyncZod<{ deps: AppDeps }> = async (app, { deps }) => {
  for (const url of ['/api/auth/recovery-password', '/api/auth/recovery_pass']) {
    app.post(
      url,
      { schema: recoverySchema, config: { access: 'public', throttled: true } },
      (request) => mailRecoveryLink(deps, request),
    );
  }

  app.post(
    '/api/auth/restore-password-change',
    { schema: restoreSchema, config: { access: 'public' } },
    (request) => restoreWithLink(deps, request),
  );

  for (const url of ['/api/users/password-change', '/api/auth/change_pass']) {
    app.post(url, { schema: changeSchema, config: { access: { permission: null } } }, (request) =>
      changeOwnPassword(deps, request),
    );
  }
};

/** POST /api/auth/recovery-password and POST /api/auth/recovery_pass */
async function mailRecoveryLink(deps: AppDeps, request: RequestOf<typeof recoverySchema>) {
  await sendRecoveryLink(deps, request.body.email, request.ip, request.t);
  return { success: true as const, message: request.t(MessageKey.recoverySent) };
}

/** POST /api/auth/restore-password-change */
async function restoreWithLink(deps: AppDeps, request: RequestOf<typeof restoreSchema>) {
  const done = await restorePassword(deps, request.body.token, request.body.password);
  if (!done) throw invalid('token', MessageKey.recoveryFailed);
  return { success: true as const, message: request.t(MessageKey.passwordChanged) };
}

/** POST /api/users/password-change and POST /api/auth/change_pass */
async function changeOwnPassword(
  { db, clock, tokens, limits }: AppDeps,
  request: RequestOf<typeof changeSchema>,
) {
  const caller = callerOf(request);
  const user = await db
    .selectFrom('users')
    .select('password_hash')
    .where('id', '=', caller.id)
    .executeTakeFirstOrThrow();
  await checkCurrentPassword(
    limits.currentPassword,
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
}
