import { sql, type Kysely, type RawBuilder } from 'kysely';
import type { CurrentUser, UserGroup } from '@cabinet/contract';
import type { Database } from '../db/schema.js';
import { isPostgres } from '../db/dialect.js';
import { prepared } from '../db/prepared.js';
import type { Language } from '../i18n/i18n.js';
import { roleNameIn } from '../i18n/seeded-roles.js';

/** What the guard knows about the caller. */
export interface Caller {
  id: number;
  group: UserGroup;
  parentId: number | null;
  permissions: ReadonlySet<string>;
}

export async function permissionsOf(db: Kysely<Database>, userId: number): Promise<string[]> {
  const rows = await db
    .selectFrom('user_roles as ur')
    .innerJoin('role_rules as rr', 'rr.role_id', 'ur.role_id')
    .innerJoin('rules as r', 'r.id', 'rr.rule_id')
    .select('r.slug')
    .distinct()
    .where('ur.user_id', '=', userId)
    .orderBy('r.slug')
    .execute();
  return rows.map((row) => row.slug);
}

/**
 * The permissions of the user in `userColumn` as one comma-separated column, so that a token, its
 * user and what the user may do are read in one statement (rule slugs hold no commas).
 */
export function permissionsColumn(
  db: Kysely<Database>,
  userColumn: string,
): RawBuilder<string | null> {
  const slugs = isPostgres(db)
    ? sql`string_agg(distinct r.slug, ',')`
    : sql`group_concat(distinct r.slug)`;
  return sql<string | null>`(select ${slugs} from user_roles ur
    join role_rules rr on rr.role_id = ur.role_id
    join rules r on r.id = rr.rule_id
    where ur.user_id = ${sql.ref(userColumn)})`;
}

/** The set a `permissionsColumn` lists. */
export const permissionSet = (list: string | null): ReadonlySet<string> =>
  new Set(list ? list.split(',') : []);

export async function loadCaller(
  db: Kysely<Database>,
  userId: number,
): Promise<Caller | undefined> {
  const user = await db
    .selectFrom('users')
    .select(['id', 'group', 'parent_id'])
    .where('id', '=', userId)
    .executeTakeFirst();
  if (!user) return undefined;
  const permissions = await permissionsOf(db, userId);
  return {
    id: user.id,
    group: user.group,
    parentId: user.parent_id,
    permissions: new Set(permissions),
  };
}

/** One row per role (one with no role for a user without any). */
const currentUserRows = prepared<{ userId: number }, CurrentUserRow>((db, params) =>
  db
    .selectFrom('users as u')
    .leftJoin('user_roles as ur', 'ur.user_id', 'u.id')
    .leftJoin('roles as r', 'r.id', 'ur.role_id')
    .select([
      'u.id',
      'u.login',
      'u.email',
      'u.name',
      'u.surname',
      'u.description',
      'u.group',
      'u.parent_id',
      'u.last_login_at',
      'u.email_confirmed_at',
      'r.id as role_id',
      'r.key as role_key',
      'r.name as role_name',
      permissionsColumn(db, 'u.id').as('permissions'),
    ])
    .where('u.id', '=', params.value('userId'))
    .orderBy('r.id'),
);

interface CurrentUserRow {
  id: number;
  login: string;
  email: string;
  name: string;
  surname: string;
  description: string;
  group: UserGroup;
  parent_id: number | null;
  last_login_at: string | null;
  email_confirmed_at: string | null;
  role_id: number | null;
  role_key: string | null;
  role_name: string | null;
  permissions: string | null;
}

/**
 * The user as `GET /api/user` and login answer it: profile, roles and permissions, one statement;
 * with the idle limit of the session (TOKEN_IDLE_MINUTES) for the client's idle watcher.
 */
export async function loadCurrentUser(
  db: Kysely<Database>,
  userId: number,
  language: Language,
  sessionIdleMinutes: number,
): Promise<CurrentUser | undefined> {
  const rows = await currentUserRows(db, { userId });
  const user = rows[0];
  if (!user) return undefined;
  return {
    id: user.id,
    login: user.login,
    email: user.email,
    name: user.name,
    surname: user.surname,
    description: user.description,
    groups: [user.group],
    roles: rows.flatMap((row) =>
      row.role_id === null
        ? []
        : [
            {
              id: row.role_id,
              key: row.role_key!,
              name: roleNameIn(row.role_key!, row.role_name!, language),
            },
          ],
    ),
    permissions: [...permissionSet(user.permissions)].sort(),
    parentId: user.parent_id,
    last_login_datetime: user.last_login_at,
    emailConfirmed: user.email_confirmed_at !== null,
    sessionIdleMinutes,
  };
}
