import { sql, type Kysely } from 'kysely';
import { MessageKey } from '@cabinet/contract';
import type { Database, NewUser } from '../../core/db/schema.js';
import { HttpError } from '../../core/http/errors.js';
import { isUniqueViolation } from '../../core/db/errors.js';

type Db = Kysely<Database>;

export const normalizeEmail = (email: string) => email.trim().toLowerCase();

/** Which of a login and an e-mail address belong to somebody else already. */
export async function takenFields(
  db: Db,
  login: string,
  email: string,
  exceptUserId?: number,
): Promise<string[]> {
  const rows = await db
    .selectFrom('users')
    .select(['login', 'email'])
    .where((eb) =>
      eb.or([
        eb(sql`lower(login)`, '=', login.toLowerCase()),
        eb('email', '=', normalizeEmail(email)),
      ]),
    )
    .$if(exceptUserId !== undefined, (q) => q.where('id', '!=', exceptUserId!))
    .execute();
  const taken: string[] = [];
  if (rows.some((row) => row.login.toLowerCase() === login.toLowerCase())) taken.push('login');
  if (rows.some((row) => row.email === normalizeEmail(email))) taken.push('email');
  return taken;
}

/**
 * Refuses a login or e-mail that is taken, with `messageKey` as the answer's message and the
 * reason on each field (the spec's "could not update the user" style).
 */
export async function assertFree(
  db: Db,
  login: string,
  email: string,
  messageKey: string,
  exceptUserId?: number,
) {
  const taken = await takenFields(db, login, email, exceptUserId);
  if (taken.length === 0) return;
  const errors: Record<string, string[]> = {};
  if (taken.includes('login')) errors.login = [MessageKey.loginTaken];
  if (taken.includes('email')) errors.email = [MessageKey.emailTaken];
  throw new HttpError(422, messageKey, errors);
}

/** Inserts a user with the roles of the given ids, in the caller's transaction or its own. */
export async function insertUser(db: Db, user: NewUser, roleIds: number[]): Promise<number> {
  const { id } = await db
    .insertInto('users')
    .values({ ...user, email: normalizeEmail(user.email) })
    .returning('id')
    .executeTakeFirstOrThrow();
  await setRoles(db, id, roleIds);
  return id;
}

export async function setRoles(db: Db, userId: number, roleIds: number[]): Promise<void> {
  await db.deleteFrom('user_roles').where('user_id', '=', userId).execute();
  if (roleIds.length > 0) {
    await db
      .insertInto('user_roles')
      .values(roleIds.map((roleId) => ({ user_id: userId, role_id: roleId })))
      .execute();
  }
}

export async function roleIdsByKey(db: Db, keys: readonly string[]): Promise<number[]> {
  if (keys.length === 0) return [];
  const rows = await db.selectFrom('roles').select('id').where('key', 'in', keys).execute();
  return rows.map((row) => row.id);
}

/** Runs a write; a unique violation that slipped past the checks (a race) becomes a 422. */
export async function withUniqueGuard<T>(
  work: () => Promise<T>,
  messageKey: string,
  field = 'login',
): Promise<T> {
  try {
    return await work();
  } catch (error) {
    if (isUniqueViolation(error)) {
      throw new HttpError(422, messageKey, {
        [field]: [field === 'email' ? MessageKey.emailTaken : MessageKey.loginTaken],
      });
    }
    throw error;
  }
}

export function setPasswordHash(db: Db, userId: number, hash: string, now: string) {
  return db
    .updateTable('users')
    .set({ password_hash: hash, updated_at: now })
    .where('id', '=', userId)
    .execute();
}

/** Blocks or unblocks; blocking ends every session of the user. */
export async function setBlocked(
  db: Db,
  userId: number,
  blocked: boolean,
  now: string,
): Promise<void> {
  await db
    .updateTable('users')
    .set({ blocked_at: blocked ? now : null, updated_at: now })
    .where('id', '=', userId)
    .$if(blocked, (q) => q.where('blocked_at', 'is', null))
    .execute();
  if (blocked) await revokeSessions(db, userId);
}

/** Ends every session of a user (its tokens die at once). */
export async function revokeSessions(db: Db, userId: number): Promise<void> {
  await db.deleteFrom('personal_access_tokens').where('user_id', '=', userId).execute();
}
