import { sql, type Kysely } from 'kysely';
import type { Database } from '../../core/db/schema.js';
import { identifierKey } from '../../core/auth/accounts.js';

/**
 * The user an identifier signs in as: the owner of that e-mail address, else the owner of that
 * login (any case). Rows from before logins and e-mails became one namespace can match twice; the
 * e-mail's owner wins then, so that nobody's login shadows another's address, and an address two
 * rows share (differing in case) signs in nobody until an operator resolves it (migration 0009).
 */
export async function findUserForLogin(db: Kysely<Database>, identifier: string) {
  const key = identifierKey(identifier);
  const rows = await db
    .selectFrom('users')
    .select(['id', 'login', 'email', 'password_hash', 'blocked_at', 'name'])
    .where((eb) => eb.or([eb(sql`lower(email)`, '=', key), eb(sql`lower(login)`, '=', key)]))
    .execute();
  const owners = rows.filter((row) => identifierKey(row.email) === key);
  if (owners.length > 0) return owners.length === 1 ? owners[0] : undefined;
  return rows.find((row) => identifierKey(row.login) === key);
}
