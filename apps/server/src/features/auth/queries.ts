import { sql, type Kysely } from 'kysely';
import type { Database, NewUser } from '../../core/db/schema.js';

export const normalizeEmail = (email: string) => email.trim().toLowerCase();

/** A user by login (any case) or by e-mail address. */
export function findUserForLogin(db: Kysely<Database>, identifier: string) {
  const value = identifier.trim();
  return db
    .selectFrom('users')
    .select(['id', 'password_hash', 'blocked_at', 'name', 'email'])
    .where((eb) =>
      eb.or([
        eb(sql`lower(login)`, '=', value.toLowerCase()),
        eb('email', '=', normalizeEmail(value)),
      ]),
    )
    .executeTakeFirst();
}

export async function loginOrEmailTaken(db: Kysely<Database>, login: string, email: string) {
  const [byLogin, byEmail] = await Promise.all([
    db
      .selectFrom('users')
      .select('id')
      .where(sql`lower(login)`, '=', login.toLowerCase())
      .executeTakeFirst(),
    db
      .selectFrom('users')
      .select('id')
      .where('email', '=', normalizeEmail(email))
      .executeTakeFirst(),
  ]);
  return { login: byLogin !== undefined, email: byEmail !== undefined };
}

/** Inserts a user with the roles whose keys are given. */
export async function insertUser(
  db: Kysely<Database>,
  user: NewUser,
  roleKeys: string[],
): Promise<number> {
  return db.transaction().execute(async (trx) => {
    const { id } = await trx
      .insertInto('users')
      .values(user)
      .returning('id')
      .executeTakeFirstOrThrow();
    if (roleKeys.length > 0) {
      const roles = await trx
        .selectFrom('roles')
        .select('id')
        .where('key', 'in', roleKeys)
        .execute();
      if (roles.length > 0) {
        await trx
          .insertInto('user_roles')
          .values(roles.map((role) => ({ user_id: id, role_id: role.id })))
          .execute();
      }
    }
    return id;
  });
}

export function setPasswordHash(db: Kysely<Database>, userId: number, hash: string, now: string) {
  return db
    .updateTable('users')
    .set({ password_hash: hash, updated_at: now })
    .where('id', '=', userId)
    .execute();
}
