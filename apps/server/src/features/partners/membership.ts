import { MessageKey } from '@cabinet/contract';
import type { Db } from '../../core/db/schema.js';
import type { Caller } from '../../core/auth/current-user.js';
import { invalid, notFound } from '../../core/http/errors.js';
import { revokeSessions } from '../../core/auth/accounts.js';
import { managedUser } from '../../core/auth/managed-user.js';

/** Users that may join a partner: ordinary and technical accounts that belong to nobody. */
export function attachableUsers(db: Db) {
  return db
    .selectFrom('users')
    .select(['id', 'login', 'email', 'name', 'group'])
    .where('parent_id', 'is', null)
    .where('group', 'in', ['client', 'Integrator'])
    .orderBy('login')
    .execute();
}

/** Puts a user under a partner; only an unattached client or integrator can be. */
export async function attach(
  db: Db,
  userId: number,
  partnerId: number,
  now: string,
): Promise<void> {
  const [user, partner] = await Promise.all([
    db
      .selectFrom('users')
      .select(['group', 'parent_id'])
      .where('id', '=', userId)
      .executeTakeFirst(),
    db.selectFrom('users').select('group').where('id', '=', partnerId).executeTakeFirst(),
  ]);
  if (!user) throw notFound(MessageKey.userNotFound);
  if (partner?.group !== 'Partner') throw invalid('partner_id', MessageKey.partnerNotFound);
  if (user.group !== 'client' && user.group !== 'Integrator')
    throw invalid('user_id', MessageKey.userNotAttachable);
  if (user.parent_id !== null) throw invalid('user_id', MessageKey.userAlreadyAttached);
  await db
    .updateTable('users')
    .set({ parent_id: partnerId, updated_at: now })
    .where('id', '=', userId)
    .execute();
}

/**
 * Takes a user out of its partner: an admin for anybody, a partner for its own users. Its sessions
 * end: what it may reach changed, and whoever set its password may no longer be meant to use it.
 */
export async function detach(db: Db, caller: Caller, userId: number, now: string): Promise<void> {
  const user = await managedUser(db, caller, userId);
  if (user.parentId === null) throw invalid('user_id', MessageKey.userNotAttached);
  await db.transaction().execute(async (trx) => {
    await trx
      .updateTable('users')
      .set({ parent_id: null, updated_at: now })
      .where('id', '=', userId)
      .execute();
    await revokeSessions(trx, userId);
  });
}
