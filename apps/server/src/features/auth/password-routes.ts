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
import { restorePassword, sendRecoveryLink } from './recovery.js';
import { routeDeclarers, routesPlugin } from '../../core/http/route-definer.js';

const route = routeDeclarers<{ deps: AppDeps }>(['auth']);

/** A recovery link mailed: POST /api/auth/recovery-password, and its alias recovery_pass. */
const mailRecoveryLink = (url: string) =>
  route.post(
    url,
    'Mail a password recovery link (same answer for any address)',
    { body: RecoveryRequest, response: { 200: MessageBody } },
    { access: 'public', throttled: true },
    async ({ deps }, request) => {
      await sendRecoveryLink(deps, request.body.email, request.ip, request.t);
      return { success: true as const, message: request.t(MessageKey.recoverySent) };
    },
  );

const restoreWithLink = route.post(
  '/api/auth/restore-password-change',
  'Set a new password with the recovery link token',
  { body: RestorePasswordRequest, response: { 200: MessageBody } },
  { access: 'public' },
  async ({ deps }, request) => {
    const done = await restorePassword(deps, request.body.token, request.body.password);
    if (!done) throw invalid('token', MessageKey.recoveryFailed);
    return { success: true as const, message: request.t(MessageKey.passwordChanged) };
  },
);

/** One's own password changed: POST /api/users/password-change, and /api/auth/change_pass. */
const changeOwnPassword = (url: string) =>
  route.post(
    url,
    'Change one’s own password (current one required)',
    { body: PasswordChangeRequest, response: { 200: PasswordChangedResponse } },
    { access: { permission: null } },
    async ({ deps: { db, clock, tokens, limits } }, request) => {
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
    },
  );

/** A forgotten password recovered by a mailed link, and one's own password changed. */
export const passwordRoutes = routesPlugin(
  mailRecoveryLink('/api/auth/recovery-password'),
  mailRecoveryLink('/api/auth/recovery_pass'),
  restoreWithLink,
  changeOwnPassword('/api/users/password-change'),
  changeOwnPassword('/api/auth/change_pass'),
);
