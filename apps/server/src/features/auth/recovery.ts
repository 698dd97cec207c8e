import crypto from 'node:crypto';
import type { AppDeps } from '../../core/deps.js';
import { MINUTE } from '../../core/clock.js';
import type { Translate } from '../../core/i18n/i18n.js';
import { hashPassword } from '../../core/auth/passwords.js';
import { isPostgres } from '../../core/db/dialect.js';
import { normalizeEmail, setPasswordHash } from '../../core/auth/accounts.js';

const sha256 = (text: string) => crypto.createHash('sha256').update(text).digest('hex');

/**
 * Mails a one-time recovery link when the address belongs to an active user; silent otherwise.
 * A client asking too often gets 429 (that tells nothing about accounts). An address asked for too
 * often gets the same answer as any other but no more mail, so that nobody can flood a mailbox or
 * learn from the answer whether the address is known. Nor from its time: the mail is sent after
 * the answer (the mailer's job), and an unknown address takes the same statements as a known one,
 * which then write nothing. A new link revokes the user's earlier ones.
 */
export async function sendRecoveryLink(
  deps: AppDeps,
  email: string,
  clientAddress: string,
  t: Translate,
): Promise<void> {
  await deps.limits.recoveryRequest.takeOrRefuse(clientAddress);
  if ((await deps.limits.recoveryMail.take(normalizeEmail(email))) > 0) return;
  const user = await deps.db
    .selectFrom('users')
    .select(['id', 'name', 'login', 'email'])
    .where('email', '=', normalizeEmail(email))
    .where('blocked_at', 'is', null)
    .executeTakeFirst();
  const token = crypto.randomBytes(32).toString('base64url');
  const minutes = deps.config.RECOVERY_LINK_MINUTES;
  await renewLink(deps, user?.id, sha256(token), minutes);
  if (!user) return;
  const link = new URL('/passwordRecovery', deps.config.publicUrl);
  link.searchParams.set('token', token);
  await deps.mailer.send({
    to: user.email,
    subject: t('mail.recoverySubject'),
    text: t('mail.recoveryBody', { name: user.name || user.login, minutes, link: link.toString() }),
  });
}

/** The user's live links give way to the new one; for no user the same statements find nothing. */
async function renewLink(
  deps: AppDeps,
  userId: number | undefined,
  tokenHash: string,
  minutes: number,
): Promise<void> {
  const now = deps.clock.now();
  // Ids start at 1: 0 is nobody's.
  const id = userId ?? 0;
  await deps.db.transaction().execute(async (trx) => {
    // Concurrent requests for one user take turns here, so that exactly one link stays live.
    if (isPostgres(trx))
      await trx.selectFrom('users').select('id').where('id', '=', id).forUpdate().execute();
    await trx
      .deleteFrom('password_resets')
      .where('user_id', '=', id)
      .where('used_at', 'is', null)
      .execute();
    if (userId === undefined) return;
    await trx
      .insertInto('password_resets')
      .values({
        user_id: userId,
        token_hash: tokenHash,
        expires_at: new Date(now.getTime() + minutes * MINUTE).toISOString(),
        created_at: now.toISOString(),
      })
      .execute();
  });
}

/**
 * Sets a new password with a recovery token; the token works once and only before it expires, and
 * every session of the user ends. Returns false for a token that is unknown, used or expired.
 */
export async function restorePassword(
  deps: AppDeps,
  token: string,
  password: string,
): Promise<boolean> {
  const now = deps.clock.now().toISOString();
  const hash = await hashPassword(password);
  return deps.db.transaction().execute(async (trx) => {
    // Claiming the token and checking it in one statement keeps two concurrent uses from both winning.
    const claimed = await trx
      .updateTable('password_resets')
      .set({ used_at: now })
      .where('token_hash', '=', sha256(token))
      .where('used_at', 'is', null)
      .where('expires_at', '>', now)
      .returning('user_id')
      .executeTakeFirst();
    if (!claimed) return false;
    await setPasswordHash(trx, claimed.user_id, hash, now);
    await trx.deleteFrom('personal_access_tokens').where('user_id', '=', claimed.user_id).execute();
    return true;
  });
}
