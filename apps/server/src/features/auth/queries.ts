import { sql, type Kysely } from 'kysely';
import type { Database } from '../../core/db/schema.js';
import { normalizeEmail } from '../users/index.js';

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
