import crypto from 'node:crypto';
import type { Kysely } from 'kysely';
import type { UserGroup } from '@cabinet/contract';
import type { Database } from '../core/db/schema.js';
import { hashPassword } from '../core/auth/passwords.js';

/** A readable password with about 120 bits of entropy; printed once, stored only as a hash. */
export function generatePassword(): string {
  return crypto
    .randomBytes(15)
    .toString('base64url')
    .replace(/(.{5})(?!$)/g, '$1-');
}

export interface SeedUser {
  login: string;
  email: string;
  name: string;
  surname?: string;
  group: UserGroup;
  parentId?: number | null;
  /** Role keys; the group's own role by default. */
  roles?: readonly string[];
}

/** Creates a user with its roles (its group's by default) and a given or generated password. */
export async function createUser(
  db: Kysely<Database>,
  user: SeedUser,
  now: string,
  password = generatePassword(),
): Promise<{ id: number; password: string }> {
  const passwordHash = await hashPassword(password);
  const id = await db.transaction().execute(async (trx) => {
    const { id } = await trx
      .insertInto('users')
      .values({
        login: user.login,
        email: user.email.toLowerCase(),
        name: user.name,
        surname: user.surname ?? '',
        description: '',
        password_hash: passwordHash,
        group: user.group,
        parent_id: user.parentId ?? null,
        // Seeded and command-line accounts are the operator's own: their addresses are known.
        email_confirmed_at: now,
        created_at: now,
        updated_at: now,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    const roles = await trx
      .selectFrom('roles')
      .select('id')
      .where('key', 'in', user.roles ?? [user.group])
      .execute();
    if (roles.length > 0)
      await trx
        .insertInto('user_roles')
        .values(roles.map((role) => ({ user_id: id, role_id: role.id })))
        .execute();
    return id;
  });
  return { id, password };
}
