import crypto from 'node:crypto';
import { MessageKey } from '@cabinet/contract';
import type { AppDeps } from '../deps.js';
import { invalid } from '../http/errors.js';
import { translator, type Language } from '../i18n/i18n.js';

/** How long a confirmation link works. */
const LINK_DAYS = 7;
const DAY_MS = 86_400_000;

const hashOf = (token: string) => crypto.createHash('sha256').update(token).digest('hex');

/**
 * Mails the user a link that confirms its address, unless it is confirmed: only confirmed
 * addresses get alert mail, so that nobody's mailbox receives it because another typed it in.
 * The newest link alone works. Sent on creation, on a change of address and on the owner's ask.
 */
export async function sendEmailConfirmation(
  deps: Pick<AppDeps, 'db' | 'mailer' | 'clock' | 'config' | 'limits'>,
  userId: number,
  language: Language,
): Promise<void> {
  const { db, mailer, clock, config, limits } = deps;
  const user = await db
    .selectFrom('users')
    .select(['email', 'name', 'login', 'email_confirmed_at'])
    .where('id', '=', userId)
    .executeTakeFirst();
  if (!user || user.email_confirmed_at !== null) return;
  // Counted with the address's alert mail: changing an address back and forth floods nobody.
  if ((await limits.alertMailRecipient.take(user.email)) > 0) return;
  const token = crypto.randomBytes(32).toString('base64url');
  const now = clock.now();
  await db.transaction().execute(async (trx) => {
    await trx.deleteFrom('email_confirmations').where('user_id', '=', userId).execute();
    await trx
      .insertInto('email_confirmations')
      .values({
        user_id: userId,
        email: user.email,
        token_hash: hashOf(token),
        expires_at: new Date(now.getTime() + LINK_DAYS * DAY_MS).toISOString(),
        created_at: now.toISOString(),
      })
      .execute();
  });
  const t = translator(language);
  const params = {
    link: `${config.publicUrl}/confirm-email?token=${token}`,
    days: LINK_DAYS,
  };
  await mailer.send({
    to: user.email,
    subject: t('mail.emailConfirmSubject'),
    text: t('mail.emailConfirmBody', params),
  });
}

/** Confirms the address the link was sent to, if it is still the user's; 422 on `token` if not. */
export async function confirmEmail(
  deps: Pick<AppDeps, 'db' | 'clock'>,
  token: string,
): Promise<void> {
  const { db, clock } = deps;
  const now = clock.now().toISOString();
  const row = await db
    .selectFrom('email_confirmations as c')
    .innerJoin('users as u', 'u.id', 'c.user_id')
    .select(['c.user_id', 'c.email', 'c.expires_at', 'u.email as current'])
    .where('c.token_hash', '=', hashOf(token))
    .executeTakeFirst();
  if (!row || row.email !== row.current || Date.parse(row.expires_at) <= Date.parse(now))
    throw invalid('token', MessageKey.emailConfirmationInvalid);
  await db.transaction().execute(async (trx) => {
    await trx
      .updateTable('users')
      .set({ email_confirmed_at: now })
      .where('id', '=', row.user_id)
      .where('email', '=', row.email)
      .execute();
    await trx.deleteFrom('email_confirmations').where('user_id', '=', row.user_id).execute();
  });
}
