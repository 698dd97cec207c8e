import { sql, type Kysely, type Migration } from 'kysely';
import { findIdentityConflicts } from '../identity-conflicts.js';

export interface MigrationLog {
  warn(details: Record<string, unknown>, message: string): void;
}

/**
 * Logins and e-mail addresses become one namespace (the code refuses a login equal to anybody's
 * e-mail, in any case). Rows from before that break the rule are reported, not changed: which
 * account is the rightful owner is for an operator to decide. Sign-in meanwhile prefers the
 * e-mail's owner, and an e-mail two rows share signs in neither.
 */
export function identityNamespace(log: MigrationLog): Migration {
  return {
    async up(db: Kysely<unknown>): Promise<void> {
      // Sign-in and the uniqueness check look e-mails up without case.
      await db.schema
        .createIndex('users_email_lower')
        .on('users')
        .expression(sql`lower(email)`)
        .execute();
      for (const conflict of await findIdentityConflicts(db)) {
        log.warn(
          { ...conflict },
          'users share a sign-in identifier (a login equal to another user’s e-mail, or e-mails ' +
            'differing in case): rename the login or change the e-mail of all but its owner',
        );
      }
    },
    async down(db: Kysely<unknown>): Promise<void> {
      await db.schema.dropIndex('users_email_lower').execute();
    },
  };
}
