import { sql, type Kysely } from 'kysely';

export interface IdentityConflict {
  /** A login or e-mail address (lower case) that signs in more than one user. */
  identifier: string;
  userIds: number[];
}

/**
 * Users whose logins and e-mail addresses collide, compared without case: one user's login equal
 * to another's e-mail, or two e-mails differing in case only. The cabinet refuses such pairs now;
 * these are rows from before.
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function findIdentityConflicts(db: Kysely<any>): Promise<IdentityConflict[]> {
  const { rows } = await sql<{ identifier: string; id: number }>`
    with identifiers as (
      select lower(login) as identifier, id from users
      union
      select lower(email) as identifier, id from users
    )
    select identifier, id from identifiers
    where identifier in (
      select identifier from identifiers group by identifier having count(*) > 1
    )
    order by identifier, id`.execute(db);
  const conflicts = new Map<string, number[]>();
  for (const { identifier, id } of rows) {
    conflicts.set(identifier, [...(conflicts.get(identifier) ?? []), Number(id)]);
  }
  return [...conflicts].map(([identifier, userIds]) => ({ identifier, userIds }));
}
