import type { FastifyRequest } from 'fastify';
import { MessageKey, type TokenResponse } from '@cabinet/contract';
import type { AppDeps } from '../../core/deps.js';
import { HttpError, invalid } from '../../core/http/errors.js';
import { verifyPassword } from '../../core/auth/passwords.js';
import { LoginThrottle } from '../../core/auth/login-throttle.js';
import { loadCurrentUser } from '../../core/auth/current-user.js';
import { findUserForLogin } from './queries.js';

/**
 * Exchanges a login (or e-mail) and password for a token. Unknown login and wrong password get the
 * same answer in the same time; five failures per login and address within the window get 429.
 */
export async function logIn(
  deps: AppDeps,
  request: FastifyRequest,
  identifier: string,
  password: string,
  deviceName = 'spa',
  field = 'login',
): Promise<TokenResponse> {
  const key = LoginThrottle.key(identifier, request.ip);
  const wait = await deps.throttle.waitSeconds(key);
  if (wait > 0) {
    throw new HttpError(
      429,
      MessageKey.tooManyAttempts,
      {},
      { seconds: wait },
      { 'Retry-After': String(wait) },
    );
  }
  const user = await findUserForLogin(deps.db, identifier);
  if (!(await verifyPassword(user?.password_hash, password)) || !user) {
    await deps.throttle.recordFailure(key);
    throw invalid(field, MessageKey.wrongCredentials);
  }
  if (user.blocked_at) throw invalid(field, MessageKey.userBlocked);
  await deps.throttle.reset(key);

  const now = deps.clock.now().toISOString();
  await deps.db
    .updateTable('users')
    .set({ last_login_at: now })
    .where('id', '=', user.id)
    .execute();
  const token = await deps.tokens.issue(user.id, deviceName);
  const data = await loadCurrentUser(deps.db, user.id);
  if (!data) throw invalid(field, MessageKey.wrongCredentials);
  request.log.info({ userId: user.id }, 'user logged in');
  return { success: true, token, data };
}
