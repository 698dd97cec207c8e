import type { FastifyRequest } from 'fastify';
import { MessageKey, type TokenResponse } from '@cabinet/contract';
import type { AppDeps } from '../../core/deps.js';
import { invalid } from '../../core/http/errors.js';
import { verifyPassword } from '../../core/auth/passwords.js';
import { loadCurrentUser } from '../../core/auth/current-user.js';
import { identifierKey } from '../../core/auth/accounts.js';
import { findUserForLogin } from './queries.js';

/**
 * Exchanges a login (or e-mail) and password for a token. Unknown login and wrong password get the
 * same answer in the same time. Attempts count per identity and client address: whichever way the
 * identity is spelled (login or e-mail, any case), the sixth within the window gets 429, and since
 * an attempt is taken before the password is checked, concurrent requests cannot outrun the count.
 */
export async function logIn(
  deps: AppDeps,
  request: FastifyRequest,
  identifier: string,
  password: string,
  deviceName = 'spa',
  field = 'login',
): Promise<TokenResponse> {
  const user = await findUserForLogin(deps.db, identifier);
  const identity = user ? `user:${user.id}` : `name:${identifierKey(identifier)}`;
  const key = `${identity}|${request.ip}`;
  await deps.limits.login.takeOrRefuse(key);
  if (!(await verifyPassword(user?.password_hash, password)) || !user) {
    throw invalid(field, MessageKey.wrongCredentials);
  }
  if (user.blocked_at) throw invalid(field, MessageKey.userBlocked);
  await deps.limits.login.reset(key);

  const now = deps.clock.now().toISOString();
  await deps.db
    .updateTable('users')
    .set({ last_login_at: now })
    .where('id', '=', user.id)
    .execute();
  const token = await deps.tokens.issue(user.id, deviceName);
  const data = await loadCurrentUser(
    deps.db,
    user.id,
    request.lang,
    deps.config.TOKEN_IDLE_MINUTES,
  );
  if (!data) throw invalid(field, MessageKey.wrongCredentials);
  request.log.info({ userId: user.id }, 'user logged in');
  return { success: true, token, data };
}
