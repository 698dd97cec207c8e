import type { Selectable } from 'kysely';
import type { RegisterAllQuery, RegisterQuery, RegisterRow } from '@cabinet/contract';
import type { RequestsTable, Db } from '../../../core/db/schema.js';
import { isPostgres } from '../../../core/db/dialect.js';

/**
 * What the per-user and the all-users registers share: the columns a row shows, the columns one
 * sorts by, and the filter (a request id, or a subject prefix).
 */

/** The register's columns for a sort key, on the register aliased `r`. */
export const SORT_COLUMNS = {
  requestedAt: 'r.requested_at',
  status: 'r.status',
  httpStatus: 'r.http_status',
  durationMs: 'r.duration_ms',
  amount: 'r.amount_minor',
} as const satisfies Record<
  NonNullable<RegisterQuery['sortBy'] | RegisterAllQuery['sortBy']>,
  `r.${string}`
>;

/** The columns of a register row. */
export const listColumns = [
  'id',
  'request_id',
  'user_id',
  'requested_at',
  'status',
  'http_status',
  'duration_ms',
  'subject',
  'billable',
  'amount_minor',
  'package_id',
] as const;

/** The same columns, on the register aliased `r`. */
export const qualified = listColumns.map((column) => `r.${column}` as `r.${typeof column}`);

export type ListedRow = Pick<Selectable<RequestsTable>, (typeof listColumns)[number]>;

export const toRow = (row: ListedRow): RegisterRow => ({
  id: Number(row.id),
  requestId: row.request_id,
  userId: row.user_id,
  requestedAt: row.requested_at,
  status: row.status,
  httpStatus: row.http_status,
  durationMs: row.duration_ms,
  subject: row.subject,
  billable: row.billable === 1,
  amountMinor: Number(row.amount_minor),
  coveredByPackage: row.package_id !== null,
  // Marked by `markLate` (statement/late.ts), which knows the closings.
  late: false,
});

/** The least string greater than every string that starts with `prefix`: a prefix as a range. */
export const afterPrefix = (prefix: string) =>
  prefix.slice(0, -1) + String.fromCharCode(prefix.charCodeAt(prefix.length - 1) + 1);

/** What a search carries out of its lookups: a row's columns, and what the all-users register adds. */
const SEARCHED = [...listColumns, 'service_id', 'day'] as const;

/**
 * The users' requests to a service (or to any of several) in [from, to) whose id is the filter or
 * whose subject starts with it (a prefix as a range: LIKE would not use the index). Each is looked
 * up on its own index: the request id on (user, request id), the subject on (user, service,
 * subject, time).
 *
 * PostgreSQL: the two lookups' rows, each carrying the date range (so each reads only the range's
 * months) and the columns a register query reads, as one `r` (UNION ALL; a request both matches
 * counts once, under its id). Each lookup alone has the same best index whatever its values, so
 * the pool's kept, generic plans suit it: no planning per search (`pg-prepared.ts`); one condition
 * with an OR needed its values to be planned well. The rows carry their columns: a union of ids
 * read back by id probed every month once per match. `search-plans.test.ts` checks the plan.
 *
 * SQLite: the two lookups are kept free of the date range, so each can only run on its own index,
 * and the page is read by primary key from their union, with the range checked on those rows
 * only. Given the range too, its planner takes the date index for the subject lookup when it cannot
 * see the bound values, and walks the range.
 */
export function matchesOf(
  db: Db,
  userIds: number[],
  service: number | number[],
  from: string,
  to: string,
  filter: string,
  /** `afterPrefix(filter)`; given apart when the filter is a compiled statement's value. */
  after = afterPrefix(filter),
) {
  const inRange = db
    .selectFrom('requests as r')
    .$call((q) =>
      Array.isArray(service)
        ? q.where('r.service_id', 'in', service)
        : q.where('r.service_id', '=', service),
    )
    .where('r.requested_at', '>=', from)
    .where('r.requested_at', '<', to);
  if (isPostgres(db)) {
    const lookup = () =>
      inRange
        .where('r.user_id', 'in', userIds)
        .select(SEARCHED.map((column) => `r.${column}` as const));
    const byId = lookup().where('r.request_id', '=', filter);
    const bySubject = lookup()
      .where('r.subject', '>=', filter)
      .where('r.subject', '<', after)
      .where('r.request_id', '<>', filter);
    // Typed as the register it reads: it holds every column the register's queries name.
    return db.selectFrom(byId.unionAll(bySubject).as('r')) as unknown as typeof inRange;
  }
  const lookup = () => db.selectFrom('requests').select('id').where('user_id', 'in', userIds);
  const matches = lookup()
    .where('request_id', '=', filter)
    .union(
      lookup()
        .$call((q) =>
          Array.isArray(service)
            ? q.where('service_id', 'in', service)
            : q.where('service_id', '=', service),
        )
        .where('subject', '>=', filter)
        .where('subject', '<', after),
    );
  return inRange.where('r.id', 'in', matches);
}
