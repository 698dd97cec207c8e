import { sql } from 'kysely';
import { MessageKey } from '@cabinet/contract';
import type { NewUser, Db } from '../db/schema.js';
import { HttpError } from '../http/errors.js';
import { isUniqueViolation } from '../db/errors.js';
import { isPostgres } from '../db/dialect.js';

export const normalizeEmail = (email: string) => email.trim().toLowerCase();

/**
 * Logins and e-mail addresses are one namespace, compared without case: a login may not be
 * anybody's e-mail and the other way round, or signing in by e-mail could reach the wrong user.
 */
export const identifierKey = (value: string) => value.trim().toLowerCase();

/** Any number; it only has to be the same for every writer of logins and e-mail addresses. */
const IDENTITY_LOCK = 7_160_015;

/**
 * Which of a login and an e-mail address already name somebody else, as a login or as an
 * e-mail. Call it inside the transaction that writes them: on PostgreSQL it holds a lock until
 * that transaction ends, so that two writers cannot claim one identifier through both columns at
 * once (SQLite runs one transaction at a time already).
 */
export async function takenFields(
  db: Db,
  login: string,
  email: string,
  exceptUserId?: number,
): Promise<string[]> {
  if (isPostgres(db))
    await sql`select pg_advisory_xact_lock(${sql.lit(IDENTITY_LOCK)})`.execute(db);
  const wanted = { login: identifierKey(login), email: normalizeEmail(email) };
  const values = [...new Set(Object.values(wanted))];
  const rows = await db
    .selectFrom('users')
    .select(['login', 'email'])
    .where((eb) =>
      eb.or([eb(sql`lower(login)`, 'in', values), eb(sql`lower(email)`, 'in', values)]),
    )
    .$if(exceptUserId !== undefined, (q) => q.where('id', '!=', exceptUserId!))
    .execute();
  const named = (value: string) =>
    rows.some((row) => identifierKey(row.login) === value || identifierKey(row.email) === value);
  return (['login', 'email'] as const).filter((field) => named(wanted[field]));
}

/**
 * Refuses a login or e-mail that is taken, with `messageKey` as the answer's message and the
 * reason on each field (the spec's "could not update the user" style). Inside the write's
 * transaction, as `takenFields`.
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
