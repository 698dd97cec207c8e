import type { Partner, PartnerOption, PartnersQuery } from '@cabinet/contract';
import { pageOf, sortOf, spanOf } from '../../core/db/paged.js';
import type { Db } from '../../core/db/schema.js';
import type { Caller } from '../../core/auth/current-user.js';
import { containsAnyText } from '../../core/db/search.js';
import { isStaff } from '../../core/auth/scope.js';

const SORT_COLUMNS = {
  companyName: 'p.company_name',
  login: 'u.login',
  email: 'u.email',
  taxId: 'p.tax_id',
  contractDate: 'p.contract_date',
  createdAt: 'u.created_at',
} as const;

/** Partners joined with their profiles; a Partner caller sees only itself. */
function partners(db: Db, caller: Caller) {
  return db
    .selectFrom('users as u')
    .innerJoin('partner_profiles as p', 'p.user_id', 'u.id')
    .where('u.group', '=', 'Partner')
    .$if(!isStaff(caller), (q) => q.where('u.id', '=', caller.id));
}

function selectPartner(db: Db, caller: Caller) {
  return partners(db, caller).select((eb) => [
    'u.id',
    'u.login',
    'u.email',
    'u.name',
    'u.blocked_at',
    'u.created_at',
    'u.last_login_at',
    'p.company_name',
    'p.tax_id',
    'p.contract_number',
    'p.contract_date',
    'p.legal_address',
    'p.city',
    'p.phone',
    'p.contact_email',
    'p.bank_name',
    'p.iban',
    'p.bic',
    eb
      .selectFrom('users as child')
      .select((c) => c.fn.countAll<number>().as('n'))
      .whereRef('child.parent_id', '=', 'u.id')
      .as('users_count'),
  ]);
}

type Row = Awaited<ReturnType<ReturnType<typeof selectPartner>['executeTakeFirstOrThrow']>>;

const toPartner = (row: Row): Partner => ({
  id: row.id,
  login: row.login,
  email: row.email,
  name: row.name,
  blocked: row.blocked_at !== null,
  usersCount: Number(row.users_count ?? 0),
  createdAt: row.created_at,
  lastLoginAt: row.last_login_at,
  companyName: row.company_name,
  taxId: row.tax_id,
  contractNumber: row.contract_number,
  contractDate: row.contract_date,
  legalAddress: row.legal_address,
  city: row.city,
  phone: row.phone,
  contactEmail: row.contact_email,
  bankName: row.bank_name,
  iban: row.iban,
  bic: row.bic,
});

/** A page of partners, searched over company name, login, e-mail and BIN. */
export async function listPartners(db: Db, caller: Caller, query: PartnersQuery) {
  const search = query.search
    ? containsAnyText(['p.company_name', 'u.login', 'u.email', 'p.tax_id'], query.search)
    : undefined;
  const { column, direction } = sortOf(SORT_COLUMNS, query, { sortBy: 'companyName' });
  const { rows, total } = await pageOf(
    selectPartner(db, caller).$if(search !== undefined, (q) => q.where(search!)),
    (q) => q.orderBy(column, direction).orderBy('u.id'),
    spanOf(query),
  );
  return { rows: rows.map(toPartner), total };
}

export async function findPartner(
  db: Db,
  caller: Caller,
  id: number,
): Promise<Partner | undefined> {
  const row = await selectPartner(db, caller).where('u.id', '=', id).executeTakeFirst();
  return row ? toPartner(row) : undefined;
}

export function partnerOptions(db: Db, caller: Caller): Promise<PartnerOption[]> {
  return partners(db, caller)
    .select(['u.id', 'p.company_name as name'])
    .orderBy('p.company_name')
    .execute();
}
