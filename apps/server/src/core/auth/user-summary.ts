import type { Selectable } from 'kysely';
import type { UserSummary } from '@cabinet/contract';
import type { UsersTable, Db } from '../db/schema.js';

/** The columns of a user summary. */
export const baseColumns = [
  'id',
  'login',
  'email',
  'name',
  'surname',
  'description',
  'group',
  'parent_id',
  'blocked_at',
  'last_login_at',
  'created_at',
] as const;

type UserRow = Pick<Selectable<UsersTable>, (typeof baseColumns)[number]>;

/** Rows of users with their roles, in the contract's shape. */
export async function withRoles(db: Db, rows: UserRow[]): Promise<UserSummary[]> {
  const ids = rows.map((row) => row.id);
  const roles = ids.length
    ? await db
        .selectFrom('user_roles as ur')
        .innerJoin('roles as r', 'r.id', 'ur.role_id')
        .select(['ur.user_id', 'r.id', 'r.key', 'r.name'])
        .where('ur.user_id', 'in', ids)
        .orderBy('r.id')
        .execute()
    : [];
  return rows.map(({ parent_id, blocked_at, last_login_at, created_at, ...row }) => ({
    ...row,
    parentId: parent_id,
    blocked: blocked_at !== null,
    lastLoginAt: last_login_at,
    createdAt: created_at,
    roles: roles
      .filter((role) => role.user_id === row.id)
      .map(({ id, key, name }) => ({ id, key, name })),
  }));
}

export async function findUserSummary(db: Db, id: number): Promise<UserSummary | undefined> {
  const row = await db
    .selectFrom('users')
    .select(baseColumns)
    .where('id', '=', id)
    .executeTakeFirst();
  return row ? (await withRoles(db, [row]))[0] : undefined;
}
