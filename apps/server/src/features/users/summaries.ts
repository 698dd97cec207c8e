import type { SelectQueryBuilder } from 'kysely';
import type { UserSummary, UsersQuery } from '@cabinet/contract';
import { pageOf, sortOf, spanOf } from '../../core/db/paged.js';
import type { Database, Db } from '../../core/db/schema.js';
import { baseColumns, withRoles } from '../../core/auth/user-summary.js';
import { containsAnyText } from '../../core/db/search.js';

const SORT_COLUMNS = {
  login: 'login',
  email: 'email',
  name: 'name',
  surname: 'surname',
  createdAt: 'created_at',
  lastLoginAt: 'last_login_at',
} as const;

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
