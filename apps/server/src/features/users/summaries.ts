import type { Kysely, Selectable, SelectQueryBuilder } from 'kysely';
import type { UserSummary, UsersQuery } from '@cabinet/contract';
import { pageOf, sortOf, spanOf } from '../../core/db/paged.js';
import type { Database, UsersTable } from '../../core/db/schema.js';
import { containsAnyText } from '../../core/db/search.js';

type Db = Kysely<Database>;

const SORT_COLUMNS = {
  login: 'login',
  email: 'email',
  name: 'name',
  surname: 'surname',
  createdAt: 'created_at',
  lastLoginAt: 'last_login_at',
} as const;

const baseColumns = [
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
async function withRoles(db: Db, rows: UserRow[]): Promise<UserSummary[]> {
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

/** One page of users chosen by `where`, searched, sorted by a whitelisted column. */
export async function pageOfUsers(
  db: Db,
  query: UsersQuery,
  where: (
    q: SelectQueryBuilder<Database, 'users', object>,
  ) => SelectQueryBuilder<Database, 'users', object>,
): Promise<{ rows: UserSummary[]; total: number }> {
  let filtered = where(db.selectFrom('users'));
  if (query.search) {
    filtered = filtered.where(containsAnyText(['login', 'email', 'name', 'surname'], query.search));
  }
  const { column, direction } = sortOf(SORT_COLUMNS, query, { sortBy: 'login' });
  const { rows, total } = await pageOf(
    filtered,
    (q) => q.select(baseColumns).orderBy(column, direction).orderBy('id'),
    spanOf(query),
  );
  return { rows: await withRoles(db, rows), total };
}
