import type { Kysely } from 'kysely';
import type { Permission } from '@cabinet/contract';
import type { Database } from '../db/schema.js';

/**
 * A user as the audit log records it: the account (its password hash masked on the way in), its
 * role ids and, for a partner, the company profile. Partners' and users' routes both change these.
 */
export async function auditedAccount(db: Kysely<Database>, id: string): Promise<unknown> {
  const userId = Number(id);
  const user = await db.selectFrom('users').selectAll().where('id', '=', userId).executeTakeFirst();
  if (!user) return null;
  const roles = await db
    .selectFrom('user_roles')
    .select('role_id')
    .where('user_id', '=', userId)
    .orderBy('role_id')
    .execute();
  const profile = await db
    .selectFrom('partner_profiles')
    .selectAll()
    .where('user_id', '=', userId)
    .executeTakeFirst();
  return { ...user, roles: roles.map((row) => row.role_id), profile: profile ?? null };
}

/**
 * The route config of a change to the account named by the path's `:id`, shared by partners' and
 * users' routes: audited as `action` with `auditedAccount`, open to holders of `permission` who
 * reach that user.
 */
export const accountChange = (action: string, permission: Permission) => ({
  audit: { action, load: auditedAccount, id: 'id' },
  access: { permission, user: 'id' },
});
