import type { Kysely } from 'kysely';
import { MessageKey, type UserSummary } from '@cabinet/contract';
import type { Database } from '../db/schema.js';
import type { Caller } from './current-user.js';
import { forbidden, notFound } from '../http/errors.js';
import { isStaff } from './scope.js';
import { findUserSummary } from './user-summary.js';

/**
 * The user a caller manages: an admin manages anybody, a partner its own users (not itself, and
 * not other partners' users). Anybody else is refused the same way whether or not the user exists.
 */
export async function managedUser(
  db: Kysely<Database>,
  caller: Caller,
  userId: number,
): Promise<UserSummary> {
  const user = await findUserSummary(db, userId);
  if (isStaff(caller)) {
    if (!user) throw notFound(MessageKey.userNotFound);
    return user;
  }
  if (!user || user.parentId !== caller.id) throw forbidden();
  return user;
}
