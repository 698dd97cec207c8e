import type { Kysely } from 'kysely';
import { MessageKey, type OwnProfileUpdate, type UserSummary } from '@cabinet/contract';
import type { z } from 'zod';
import type { Database } from '../../core/db/schema.js';
import { invalid } from '../../core/http/errors.js';
import type { AttemptLimiter } from '../../core/auth/attempt-limiter.js';
import { checkCurrentPassword } from '../../core/auth/current-password.js';
import { assertFree, normalizeEmail, withUniqueGuard } from '../../core/auth/accounts.js';
import { findUserSummary } from '../../core/auth/user-summary.js';

/**
 * Updates one's own name, surname and description; a new e-mail address also needs the current
 * password, so that a borrowed session cannot take over the account's recovery address.
 */
export async function updateOwnProfile(
  db: Kysely<Database>,
  passwordChecks: AttemptLimiter,
  userId: number,
  input: z.output<typeof OwnProfileUpdate>,
  now: string,
): Promise<UserSummary> {
  const user = await db
    .selectFrom('users')
    .select(['login', 'email', 'password_hash'])
    .where('id', '=', userId)
    .executeTakeFirstOrThrow();
  const newEmail =
    input.email !== undefined && normalizeEmail(input.email) !== user.email
      ? normalizeEmail(input.email)
      : undefined;
  if (newEmail !== undefined) {
    if (!input.currentPassword) throw invalid('currentPassword', MessageKey.required);
    await checkCurrentPassword(passwordChecks, userId, user.password_hash, input.currentPassword);
  }
  await withUniqueGuard(
    () =>
      db.transaction().execute(async (trx) => {
        if (newEmail !== undefined)
          await assertFree(trx, user.login, newEmail, MessageKey.userSaveFailed, userId);
        await trx
          .updateTable('users')
          .set({
            ...(input.name !== undefined ? { name: input.name } : {}),
            ...(input.surname !== undefined ? { surname: input.surname } : {}),
            ...(input.description !== undefined ? { description: input.description } : {}),
            ...(newEmail !== undefined ? { email: newEmail, email_confirmed_at: null } : {}),
            updated_at: now,
          })
          .where('id', '=', userId)
          .execute();
      }),
    MessageKey.userSaveFailed,
    'email',
  );
  return (await findUserSummary(db, userId))!;
}
