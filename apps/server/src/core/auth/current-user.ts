import type { Kysely } from 'kysely';
import type { CurrentUser, UserGroup } from '@cabinet/contract';
import type { Database } from '../db/schema.js';

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

/** The caller a verified token stands for: its owner as the token read it, and its permissions. */
export async function callerOfToken(
  db: Kysely<Database>,
  owner: { userId: number; group: UserGroup; parentId: number | null },
): Promise<Caller> {
  return {
    id: owner.userId,
    group: owner.group,
    parentId: owner.parentId,
    permissions: new Set(await permissionsOf(db, owner.userId)),
  };
}

/** The user as `GET /api/user` and login answer it: profile, roles and derived permissions. */
export async function loadCurrentUser(
  db: Kysely<Database>,
  userId: number,
): Promise<CurrentUser | undefined> {
  const user = await db
    .selectFrom('users')
    .select([
      'id',
      'login',
      'email',
      'name',
      'surname',
      'description',
      'group',
      'parent_id',
      'last_login_at',
    ])
    .where('id', '=', userId)
    .executeTakeFirst();
  if (!user) return undefined;
  const [roles, permissions] = await Promise.all([
    db
      .selectFrom('user_roles as ur')
      .innerJoin('roles as r', 'r.id', 'ur.role_id')
      .select(['r.id', 'r.key', 'r.name'])
      .where('ur.user_id', '=', userId)
      .orderBy('r.id')
      .execute(),
    permissionsOf(db, userId),
  ]);
  return {
    id: user.id,
    login: user.login,
    email: user.email,
    name: user.name,
    surname: user.surname,
    description: user.description,
    groups: [user.group],
    roles,
    permissions,
    parentId: user.parent_id,
    last_login_datetime: user.last_login_at,
  };
}
