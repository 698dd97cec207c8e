import { MessageKey, type PackageRequest } from '@cabinet/contract';
import type { Caller } from '../../core/auth/current-user.js';
import { mayReach, scopeCondition, scopeOf } from '../../core/auth/scope.js';
import { notFound } from '../../core/http/errors.js';
import { pageOf, sortOf, spanOf } from '../../core/db/paged.js';
import type { Kysely } from 'kysely';
import type { Database } from '../../core/db/schema.js';

type RequestsDb = Kysely<Database>;
import { unseen } from '../../core/auth/guard.js';

const SORT_COLUMNS = { createdAt: 'r.created_at', status: 'r.status' } as const;

function requests(db: RequestsDb) {
  return db
    .selectFrom('package_requests as r')
    .innerJoin('users as u', 'u.id', 'r.user_id')
    .innerJoin('services as s', 's.id', 'r.service_id')
    .leftJoin('tariff_packages as p', 'p.id', 'r.package_id')
    .select([
      'r.id',
      'r.user_id',
      'u.name as user_name',
      'u.surname as user_surname',
      'u.login as user_login',
      'u.parent_id as user_parent_id',
      'r.service_id',
      's.name as service_name',
      'r.quota',
      'r.valid_from',
      'r.valid_to',
      'r.comment',
      'r.status',
      'r.requested_by',
      'r.created_at',
      'r.decided_at',
      'r.decision_note',
      'r.package_id',
      'p.price_minor',
      'p.currency',
    ]);
}

type Row = Awaited<ReturnType<ReturnType<typeof requests>['executeTakeFirstOrThrow']>>;

const toRequest = (row: Row): PackageRequest => ({
  id: row.id,
  userId: row.user_id,
  userName: [row.user_name, row.user_surname].filter(Boolean).join(' '),
  userLogin: row.user_login,
  serviceId: row.service_id,
  serviceName: row.service_name,
  quota: row.quota,
  validFrom: row.valid_from,
  validTo: row.valid_to,
  comment: row.comment,
  status: row.status,
  requestedBy: row.requested_by,
  createdAt: row.created_at,
  decidedAt: row.decided_at,
  decisionNote: row.decision_note,
  packageId: row.package_id,
  priceMinor: row.price_minor === null ? null : Number(row.price_minor),
  currency: row.currency as PackageRequest['currency'],
});

/** Staff see every request; a partner its own and its users'; anybody else only its own. */
export async function listRequests(
  db: RequestsDb,
  caller: Caller,
  query: {
    page: number;
    rowsPerPage: number;
    sortBy?: keyof typeof SORT_COLUMNS | undefined;
    descending?: boolean;
    status?: PackageRequest['status'] | undefined;
  },
) {
  const scoped = <Q extends ReturnType<typeof requests>>(q: Q) =>
    q
      .$if(query.status !== undefined, (x) => x.where('r.status', '=', query.status!))
      .$if(scopeOf(caller).kind !== 'everybody', (x) =>
        x.where((eb) =>
          scopeCondition(eb, scopeOf(caller), { id: 'r.user_id', parentId: 'u.parent_id' }),
        ),
      );
  // Newest first unless asked otherwise.
  const { column, direction } = sortOf(SORT_COLUMNS, query, {
    sortBy: 'createdAt',
    descending: true,
  });
  const { rows, total } = await pageOf(
    scoped(requests(db)),
    (q) => q.orderBy(column, direction).orderBy('r.id', 'desc'),
    spanOf(query),
  );
  return { rows: rows.map(toRequest), total };
}

export async function findRequest(db: RequestsDb, id: number): Promise<PackageRequest> {
  const row = await requests(db).where('r.id', '=', id).executeTakeFirst();
  if (!row) throw notFound(MessageKey.packageRequestNotFound);
  return toRequest(row);
}

/** A request the caller may see: out of scope is 403 for non-staff whether or not it exists. */
export async function findRequestInScope(
  db: RequestsDb,
  caller: Caller,
  id: number,
): Promise<PackageRequest> {
  const row = await requests(db).where('r.id', '=', id).executeTakeFirst();
  if (row && mayReach(caller, { id: row.user_id, parent_id: row.user_parent_id }))
    return toRequest(row);
  throw unseen(caller, MessageKey.packageRequestNotFound);
}
