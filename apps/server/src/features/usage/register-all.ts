import type { Kysely } from 'kysely';
import {
  MessageKey,
  type RegisterAllQuery,
  type RegisterAllRow,
  type RegisterRow,
} from '@cabinet/contract';
import type { Database } from '../../core/db/schema.js';
import type { Calendar } from '../../core/calendar.js';
import { invalid } from '../../core/http/errors.js';

type Db = Kysely<Database>;
type Query = RegisterAllQuery & { startDate: string; endDate: string };

/** Sorting by another column than time makes the database sort the whole range: bounded here. */
export const MAX_SORTED_ROWS = 200_000;

const SORT_COLUMNS = {
  requestedAt: 'r.requested_at',
  durationMs: 'r.duration_ms',
  amount: 'r.amount_minor',
} as const;

const columns = [
  'r.id',
  'r.request_id',
  'r.user_id',
  'r.service_id',
  'r.requested_at',
  'r.day',
  'r.status',
  'r.http_status',
  'r.duration_ms',
  'r.subject',
  'r.billable',
  'r.amount_minor',
  'r.package_id',
] as const;

const afterPrefix = (prefix: string) =>
  prefix.slice(0, -1) + String.fromCharCode(prefix.charCodeAt(prefix.length - 1) + 1);

/**
 * The register across users and services. The daily usage says which users and services have
 * requests in the range and how many each day holds: the page then reads the register through its
 * (user, service, time) index for those pairs only, and in time order only the days the page
 * falls in, so neither a deep page nor millions of rows in the range are scanned.
 */
export async function registerAllPage(
  db: Db,
  calendar: Calendar,
  scope: number[] | null,
  query: Query,
) {
  const usage = db
    .selectFrom('daily_usage')
    .where('day', '>=', query.startDate)
    .where('day', '<=', query.endDate)
    .$if(scope !== null, (q) => q.where('user_id', 'in', scope!))
    .$if(query.serviceId !== undefined, (q) => q.where('service_id', '=', query.serviceId!));
  const [pairs, days] = await Promise.all([
    usage.select(['user_id', 'service_id']).distinct().execute(),
    usage
      .select((eb) => ['day', eb.fn.sum<number>('requests').as('requests')])
      .groupBy('day')
      .orderBy('day', query.descending ? 'desc' : 'asc')
      .execute(),
  ]);
  const userIds = [...new Set(pairs.map((p) => p.user_id))];
  const serviceIds = [...new Set(pairs.map((p) => p.service_id))];
  const inRange = days.reduce((sum, d) => sum + Number(d.requests), 0);
  if (userIds.length === 0) return { rows: [], total: 0 };
  const sortBy = query.sortBy ?? 'requestedAt';

  const requests = (from: string, to: string) =>
    db
      .selectFrom('requests as r')
      .where('r.user_id', 'in', userIds)
      .where('r.service_id', 'in', serviceIds)
      .where('r.requested_at', '>=', from)
      .where('r.requested_at', '<', to);
  const direction = query.descending ? 'desc' : 'asc';
  const skip = (query.page - 1) * query.rowsPerPage;

  if (!query.filterInput && sortBy === 'requestedAt') {
    if (skip >= inRange) return { rows: [], total: inRange };
    const window = daysOfPage(days, skip, query.rowsPerPage);
    const [first, last] = query.descending
      ? [window.last, window.first]
      : [window.first, window.last];
    const rows = await requests(...calendar.instantsOf(first, last))
      .select(columns)
      .orderBy('r.requested_at', direction)
      .orderBy('r.id', direction)
      .limit(query.rowsPerPage)
      .offset(window.offset)
      .execute();
    return { rows: await named(db, rows), total: inRange };
  }

  const [from, to] = calendar.instantsOf(query.startDate, query.endDate);
  let base = requests(from, to);
  if (query.filterInput) {
    // The matches come from their own indexes (request id; subject prefix as a range); the page is
    // then read by primary key with the range checked on those rows only. Given the pairs and the
    // range too, PostgreSQL misjudges the matches as a handful and joins them to the whole range.
    const filter = query.filterInput;
    const matches = db
      .selectFrom('requests')
      .select('id')
      .where('user_id', 'in', userIds)
      .where('request_id', '=', filter)
      .union(
        db
          .selectFrom('requests')
          .select('id')
          .where('user_id', 'in', userIds)
          .where('service_id', 'in', serviceIds)
          .where('subject', '>=', filter)
          .where('subject', '<', afterPrefix(filter)),
      );
    base = db
      .selectFrom('requests as r')
      .where('r.id', 'in', matches)
      .where('r.service_id', 'in', serviceIds)
      .where('r.requested_at', '>=', from)
      .where('r.requested_at', '<', to);
  } else if (inRange > MAX_SORTED_ROWS) {
    throw invalid('sortBy', MessageKey.registerSortTooWide);
  }
  const [rows, count] = await Promise.all([
    base
      .select(columns)
      .orderBy(SORT_COLUMNS[sortBy], direction)
      .orderBy('r.id', direction)
      .limit(query.rowsPerPage)
      .offset(skip)
      .execute(),
    base.select((eb) => eb.fn.countAll<number>().as('total')).executeTakeFirstOrThrow(),
  ]);
  return { rows: await named(db, rows), total: Number(count.total) };
}

/** The days (in reading order) that hold rows skip..skip+size, and the offset into the first. */
export function daysOfPage(
  days: Array<{ day: string; requests: number | string }>,
  skip: number,
  size: number,
) {
  let before = 0;
  let first: string | undefined;
  let offset = 0;
  let last = days[days.length - 1]!.day;
  for (const d of days) {
    const n = Number(d.requests);
    if (first === undefined && skip < before + n) {
      first = d.day;
      offset = skip - before;
    }
    before += n;
    if (first !== undefined && before >= skip + size) {
      last = d.day;
      break;
    }
  }
  return { first: first ?? last, last, offset };
}

type PageRow = {
  id: number;
  request_id: string;
  user_id: number;
  service_id: number;
  requested_at: string;
  day: string;
  status: 'success' | 'error';
  http_status: number;
  duration_ms: number;
  subject: string;
  billable: number;
  amount_minor: number;
  package_id: number | null;
};

/** The page's rows with their service names, logins and companies (a few lookups, by id). */
async function named(db: Db, rows: PageRow[]): Promise<RegisterAllRow[]> {
  if (rows.length === 0) return [];
  const userIds = [...new Set(rows.map((r) => r.user_id))];
  const serviceIds = [...new Set(rows.map((r) => r.service_id))];
  const [users, services] = await Promise.all([
    db
      .selectFrom('users as u')
      .leftJoin('partner_profiles as own', 'own.user_id', 'u.id')
      .leftJoin('partner_profiles as parent', 'parent.user_id', 'u.parent_id')
      .select(['u.id', 'u.login', 'own.company_name as own', 'parent.company_name as parent'])
      .where('u.id', 'in', userIds)
      .execute(),
    db.selectFrom('services').select(['id', 'name']).where('id', 'in', serviceIds).execute(),
  ]);
  const userById = new Map(users.map((u) => [u.id, u]));
  const serviceById = new Map(services.map((s) => [s.id, s.name]));
  return rows.map((row) => {
    const user = userById.get(row.user_id);
    const base: RegisterRow = {
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
    };
    return {
      ...base,
      day: row.day,
      serviceId: row.service_id,
      serviceName: serviceById.get(row.service_id) ?? '',
      userLogin: user?.login ?? '',
      company: user?.parent ?? user?.own ?? null,
    };
  });
}
