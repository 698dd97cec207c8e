import type { DirectoryQuery, Person, PersonCard } from '@cabinet/contract';
import { pageOf, sortOf, spanOf } from '../../core/db/paged.js';
import type { Db } from '../../core/db/schema.js';
import type { Caller } from '../../core/auth/current-user.js';
import { containsAnyText } from '../../core/db/search.js';
import { scopeCondition, scopeOf } from '../../core/auth/scope.js';

const SORT_COLUMNS = {
  name: 'u.name',
  login: 'u.login',
  email: 'u.email',
  company: 'company.company_name',
} as const;

/**
 * People with the company they belong to (a partner's own profile, or its partner's for a
 * partner's user). An admin sees everybody; a partner itself and its users; others themselves.
 */
function people(db: Db, caller: Caller, search?: string) {
  return db
    .selectFrom('users as u')
    .leftJoin('partner_profiles as company', (join) =>
      join.on((eb) =>
        eb.or([
          eb('company.user_id', '=', eb.ref('u.parent_id')),
          eb.and([eb('u.parent_id', 'is', null), eb('company.user_id', '=', eb.ref('u.id'))]),
        ]),
      ),
    )
    .$if(scopeOf(caller).kind !== 'everybody', (q) =>
      q.where((eb) => scopeCondition(eb, scopeOf(caller), { id: 'u.id', parentId: 'u.parent_id' })),
    )
    .$if(Boolean(search), (q) => q.where(containsAnyText(SEARCHED, search!)));
}

const SEARCHED = [
  'u.login',
  'u.name',
  'u.surname',
  'u.email',
  'company.company_name',
  'company.phone',
] as const;

const select = (db: Db, caller: Caller, search?: string) =>
  people(db, caller, search).select([
    'u.id',
    'u.login',
    'u.name',
    'u.surname',
    'u.email',
    'u.group',
    'u.parent_id',
    'u.blocked_at',
    'u.description',
    'u.last_login_at',
    'u.created_at',
    'company.user_id as company_id',
    'company.company_name',
    'company.phone',
    'company.contact_email',
    'company.city',
    'company.legal_address',
  ]);

type Row = Awaited<ReturnType<ReturnType<typeof select>['execute']>>[number];

async function rolesOf(db: Db, userIds: number[]) {
  if (userIds.length === 0) return new Map<number, string[]>();
  const rows = await db
    .selectFrom('user_roles as ur')
    .innerJoin('roles as r', 'r.id', 'ur.role_id')
    .select(['ur.user_id', 'r.name'])
    .where('ur.user_id', 'in', userIds)
    .orderBy('r.name')
    .execute();
  const roles = new Map<number, string[]>();
  for (const row of rows) roles.set(row.user_id, [...(roles.get(row.user_id) ?? []), row.name]);
  return roles;
}

const toPerson = (row: Row, roles: string[]): Person => ({
  id: row.id,
  login: row.login,
  name: row.name,
  surname: row.surname,
  email: row.email,
  group: row.group,
  roles,
  blocked: row.blocked_at !== null,
  partnerId: row.company_id ?? null,
  company: row.company_name ?? null,
  companyPhone: row.phone ?? '',
  companyEmail: row.contact_email ?? '',
  city: row.city ?? '',
});

export async function directoryPage(db: Db, caller: Caller, query: DirectoryQuery) {
  const { column, direction } = sortOf(SORT_COLUMNS, query, { sortBy: 'name' });
  const { rows, total } = await pageOf(
    select(db, caller, query.search),
    (q) => q.orderBy(column, direction).orderBy('u.id', direction),
    spanOf(query),
  );
  const roles = await rolesOf(
    db,
    rows.map((r) => r.id),
  );
  return {
    rows: rows.map((row) => toPerson(row, roles.get(row.id) ?? [])),
    total: total,
  };
}

/** One person (the route has checked the scope). */
export async function personCard(
  db: Db,
  caller: Caller,
  userId: number,
): Promise<PersonCard | undefined> {
  const row = await select(db, caller).where('u.id', '=', userId).executeTakeFirst();
  if (!row) return undefined;
  const roles = await rolesOf(db, [row.id]);
  return {
    ...toPerson(row, roles.get(row.id) ?? []),
    description: row.description,
    lastLoginAt: row.last_login_at,
    createdAt: row.created_at,
    legalAddress: row.legal_address ?? '',
  };
}
