import { MessageKey } from '@cabinet/contract';
import { invalid } from '../http/errors.js';
import type { AttemptLimiter } from './attempt-limiter.js';
import { verifyPassword } from './passwords.js';

/**
 * Checks a signed-in user's current password before a change that needs it. Attempts count per
 * user as sign-in's do (taken before the check, cleared by a success), so that a borrowed or
 * stolen token cannot be used to guess the password.
 */
export async function checkCurrentPassword(
  limiter: AttemptLimiter,
  userId: number,
  passwordHash: string,
  password: string,
): Promise<void> {
  const key = `user:${userId}`;
  await limiter.takeOrRefuse(key);
  if (!(await verifyPassword(passwordHash, password))) {
    throw invalid('currentPassword', MessageKey.currentPasswordWrong);
  }
  await limiter.reset(key);
}
