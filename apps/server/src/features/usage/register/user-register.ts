import { sql, type Compilable, type Kysely, type SelectQueryBuilder } from 'kysely';
import {
  MessageKey,
  type RegisterMatch,
  type RegisterOutcome,
  type RegisterQuery,
  type RegisterRow,
  type RegisterTotals,
} from '@cabinet/contract';
import type { Database, RequestsTable } from '../../../core/db/schema.js';
import type { Calendar } from '../../../core/calendar.js';
import { notFound } from '../../../core/http/errors.js';
import { daysOfPage, pageIds } from './page-location.js';
import {
  afterPrefix,
  listColumns,
  matchesOf,
  qualified,
  SORT_COLUMNS,
  toRow,
  type ListedRow,
} from './query.js';
import { DAILY_COUNT, outcomeCondition } from '../../../core/db/register-outcome.js';
import { preparedPerShape } from '../../../core/db/prepared.js';

type Db = Kysely<Database>;

type RangeQuery = RegisterQuery & { startDate: string; endDate: string };

/** A page of the register with the count and totals of everything the filters keep. */
export interface RegisterResult {
  rows: RegisterRow[];
  total: number;
  totals: RegisterTotals;
  matchedBy?: RegisterMatch;
}

/**
 * A page of the register: the users' requests to a service between two local days (both
 * inclusive), optionally of one outcome, optionally those whose request id is the filter or whose
 * subject starts with it.
 */
export async function registerPage(
  db: Db,
  calendar: Calendar,
  userIds: number[],
  serviceId: number,
  query: RangeQuery,
): Promise<RegisterResult> {
  const timeOrdered = !query.filterInput && (query.sortBy ?? 'requestedAt') === 'requestedAt';
  return timeOrdered
    ? pageByDailyCounts(db, calendar, userIds, serviceId, query)
    : pageByScan(db, calendar, userIds, serviceId, query);
}

function requestsOf(
  db: Db,
  userIds: number[],
  serviceId: number,
  from: string,
  to: string,
  outcome: RegisterOutcome | undefined,
) {
  return db
    .selectFrom('requests as r')
    .where('r.user_id', 'in', userIds)
    .where('r.service_id', '=', serviceId)
    .where('r.requested_at', '>=', from)
    .where('r.requested_at', '<', to)
    .$if(outcome !== undefined, (q) => q.where(outcomeCondition(outcome!)));
}

/**
 * Searched or sorted by another column: the database counts, sums and pages the matching rows.
 * A search's few matches give their page and totals in one statement (the totals ride on every
 * row as window sums), one round trip on one connection; a page past the last match asks for the
 * totals alone. Sorting a whole range by another column reads the page and the totals on two
 * connections at once instead: summing every row of the range in a window would hold them all.
 */
async function pageByScan(
  db: Db,
  calendar: Calendar,
  userIds: number[],
  serviceId: number,
  query: RangeQuery,
): Promise<RegisterResult> {
  const [from, to] = calendar.instantsOf(query.startDate, query.endDate);
  const filter = query.filterInput;
  const limit = query.rowsPerPage;
  const offset = (query.page - 1) * limit;
  const sortBy = query.sortBy ?? 'requestedAt';
  let rows: ListedRow[];
  let sums: Sums;
  if (filter) {
    const search = (totalsAlone: boolean) =>
      searchQuery(
        userIds.length,
        query.status,
        sortBy,
        query.descending,
        totalsAlone,
      )(db, {
        ...userValues(userIds),
        serviceId,
        from,
        to,
        filter,
        after: afterPrefix(filter),
        limit,
        offset,
      });
    const found = await search(false);
    [rows, sums] = [found, found[0] ?? (await search(true))[0]!];
  } else {
    const base = requestsOf(db, userIds, serviceId, from, to, query.status);
    [rows, sums] = await Promise.all([
      ordered(base.select(qualified), sortBy, query.descending, limit, offset).execute(),
      base.select(sumsOf(false, '')).executeTakeFirstOrThrow(),
    ]);
  }
  const totals = {
    requests: Number(sums.requests),
    billable: Number(sums.billable_sum),
    covered: Number(sums.covered),
    amountMinor: Number(sums.amount),
  };
  return {
    rows: rows.map(toRow),
    total: totals.requests,
    totals,
    ...(filter ? { matchedBy: matchOf(totals.requests, Number(sums.by_id)) } : {}),
  };
}

/** A compiled statement's value for each user: `user0`, `user1`, … (one text per count of users). */
const userKey = (i: number) => `user${i}`;
const userValues = (userIds: number[]) =>
  Object.fromEntries(userIds.map((userId, i) => [userKey(i), userId]));

type SortKey = NonNullable<RegisterQuery['sortBy']>;
// `billable_sum`: a search's rows carry the sums beside their own `billable` column.
type Sums = {
  requests: number;
  billable_sum: number;
  covered: number;
  amount: number;
  by_id: number;
};

/** A page of `q` in the order asked, by id among equals. */
const ordered = <O>(
  q: SelectQueryBuilder<Database & { r: RequestsTable }, 'r', O>,
  sortBy: SortKey,
  descending: boolean,
  limit: number,
  offset: number,
) => {
  const direction = descending ? 'desc' : 'asc';
  return q
    .orderBy(SORT_COLUMNS[sortBy], direction)
    .orderBy('r.id', direction)
    .limit(limit)
    .offset(offset);
};

/** The totals of the rows kept (as window sums over them, `over`), with how many `filter` names. */
const sumsOf = (over: boolean, filter: string) => {
  const w = over ? sql` over ()` : sql``;
  return [
    sql<number>`count(*)${w}`.as('requests'),
    sql<number>`coalesce(sum(r.billable)${w}, 0)`.as('billable_sum'),
    sql<number>`coalesce(sum(case when r.package_id is not null then 1 else 0 end)${w}, 0)`.as(
      'covered',
    ),
    sql<number>`coalesce(sum(r.amount_minor)${w}, 0)`.as('amount'),
    sql<number>`coalesce(sum(case when r.request_id = ${filter} then 1 else 0 end)${w}, 0)`.as(
      'by_id',
    ),
  ];
};

type SearchParams = Record<string, number | string>;

/**
 * A search's page with its totals on each row, or (`totalsAlone`) its totals: compiled once per
 * number of users, outcome, sort and order, as the register's other pages. Its values are `user0`,
 * `user1`, …, `serviceId`, `from`, `to`, `filter`, `after` (the filter as a prefix's upper bound,
 * `afterPrefix`), `limit` and `offset`.
 */
const searchQuery = preparedPerShape<
  [
    users: number,
    outcome: RegisterOutcome | undefined,
    sortBy: SortKey,
    descending: boolean,
    totalsAlone: boolean,
  ],
  SearchParams,
  ListedRow & Sums
>((users, outcome, sortBy, descending, totalsAlone) => (db, params) => {
  const value = <T extends number | string>(name: string) => params.value(name) as T;
  const filter = value<string>('filter');
  const matches = matchesOf(
    db,
    Array.from({ length: users }, (_, i) => value<number>(userKey(i))),
    value<number>('serviceId'),
    value<string>('from'),
    value<string>('to'),
    filter,
    value<string>('after'),
  ).$if(outcome !== undefined, (q) => q.where(outcomeCondition(outcome!)));
  const query = totalsAlone
    ? matches.select(sumsOf(false, filter))
    : ordered(
        matches.select([...qualified, ...sumsOf(true, filter)]),
        sortBy,
        descending,
        value<number>('limit'),
        value<number>('offset'),
      );
  return query as Compilable<ListedRow & Sums>;
});

const matchOf = (matches: number, byId: number): RegisterMatch =>
  matches === 0 ? null : byId === 0 ? 'subject' : byId === matches ? 'requestId' : 'both';

/**
 * In time order, the daily usage says how many requests each day holds (of each outcome): the
 * exact total is their sum, and the page's first row lies in the day where the running sum passes
 * the offset. The database then reads from that day on, never the rows of the days before it.
 */
async function pageByDailyCounts(
  db: Db,
  calendar: Calendar,
  userIds: number[],
  serviceId: number,
  query: RangeQuery,
): Promise<RegisterResult> {
  const descending = query.descending;
  const outcome = query.status;
  const sums = await daysQuery(outcome, descending)(db, {
    userIds,
    serviceId,
    startDate: query.startDate,
    endDate: query.endDate,
  });
  const days = sums.filter((row): row is DaySums & { day: string } => row.day !== null);
  const failedRow = sums.find((row) => row.day === null);
  const failures = failedRow && {
    billable: Number(failedRow.billable),
    covered: Number(failedRow.covered),
    amountMinor: Number(failedRow.amount),
  };
  const sum = (key: 'requests' | 'billable' | 'covered' | 'amount') =>
    days.reduce((total, d) => total + Number(d[key]), 0);
  const total = sum('requests');
  const totals =
    outcome === 'error'
      ? { requests: total, ...failures! }
      : {
          requests: total,
          billable: sum('billable') - (failures?.billable ?? 0),
          covered: sum('covered') - (failures?.covered ?? 0),
          amountMinor: sum('amount') - (failures?.amountMinor ?? 0),
        };
  const skipped = (query.page - 1) * query.rowsPerPage;
  if (skipped >= total) return { rows: [], total, totals };
  const { first: day, offset: skip } = daysOfPage(days, skipped, query.rowsPerPage);
  // Ascending: from the start of that day to the end of the range; descending: the other way.
  const [from, to] = descending
    ? calendar.instantsOf(query.startDate, day)
    : calendar.instantsOf(day, query.endDate);
  const rows = await pageQuery(
    userIds.length,
    outcome,
    descending,
  )(db, {
    ...userValues(userIds),
    serviceId,
    from,
    to,
    keys: skip + query.rowsPerPage,
    limit: query.rowsPerPage,
    skip,
  });
  return { rows: rows.map(toRow), total, totals };
}

type PageParams = Record<string, number | string>;

/**
 * A page's rows, from its first day on: each user's keys merged (`pageIds`), then the rows of
 * those ids. One statement, compiled once per number of users, outcome and order; its values are
 * `user0`, `user1`, … and the rest of `PageParams`.
 */
const pageQuery = preparedPerShape<
  [users: number, outcome: RegisterOutcome | undefined, descending: boolean],
  PageParams,
  ListedRow
>((users, outcome, descending) => (db, params) => {
  const direction = descending ? 'desc' : 'asc';
  const from = params.value('from') as string;
  const to = params.value('to') as string;
  const ids = pageIds(users, descending, params.value('skip'), params.value('limit'), (i) =>
    requestsOf(
      db,
      [params.value(userKey(i)) as number],
      params.value('serviceId') as number,
      from,
      to,
      outcome,
    )
      .select(['r.requested_at', 'r.id'])
      .orderBy('r.requested_at', direction)
      .orderBy('r.id', direction)
      .limit(params.value('keys') as number),
  );
  // The range again: on a register partitioned by month, it keeps the read to its months.
  return db
    .selectFrom('requests as r')
    .select(qualified)
    .where('r.id', 'in', ids)
    .where('r.requested_at', '>=', from)
    .where('r.requested_at', '<', to)
    .orderBy('r.requested_at', direction)
    .orderBy('r.id', direction);
});

type DaysParams = { userIds: number[]; serviceId: number; startDate: string; endDate: string };
type DaySums = {
  day: string | null;
  requests: number;
  billable: number;
  covered: number;
  amount: number;
};

/**
 * The range's days with their requests of the outcome, billable requests and amounts, in reading
 * order; for success or error alone, a last row (day null) of what the failures were billed: the
 * daily usage counts them, but sums billable requests and amounts over both outcomes. The daily
 * charges keep failures apart per price (`failed` of `quantity`, each at the price its requests
 * got), so no request is read. One statement, compiled once per outcome and order.
 */
const daysQuery = preparedPerShape<
  [outcome: RegisterOutcome | undefined, descending: boolean],
  DaysParams,
  DaySums
>((outcome, descending) => (db, params) => {
  const failures = db
    .selectFrom('daily_charges')
    .select([
      sql<string>`null`.as('day'),
      sql<number>`0`.as('requests'),
      sql<number>`coalesce(sum(case when kind <> 'not-billable' then failed else 0 end), 0)`.as(
        'billable',
      ),
      sql<number>`coalesce(sum(case when kind = 'package' then failed else 0 end), 0)`.as(
        'covered',
      ),
      sql<number>`coalesce(sum(case when kind <> 'not-billable' then failed * unit_price_minor else 0 end), 0)`.as(
        'amount',
      ),
    ])
    .where(params.in('user_id', 'userIds'))
    .where('service_id', '=', params.value('serviceId'))
    .where('day', '>=', params.value('startDate'))
    .where('day', '<=', params.value('endDate'));
  return db
    .selectFrom('daily_usage')
    .select((eb) => [
      'day',
      eb.fn.sum<number>(DAILY_COUNT[outcome ?? 'all']).as('requests'),
      eb.fn.sum<number>('billable').as('billable'),
      eb.fn.sum<number>('covered').as('covered'),
      eb.fn.sum<number>('amount_minor').as('amount'),
    ])
    .where(params.in('user_id', 'userIds'))
    .where('service_id', '=', params.value('serviceId'))
    .where('day', '>=', params.value('startDate'))
    .where('day', '<=', params.value('endDate'))
    .groupBy('day')
    .$if(outcome === 'success' || outcome === 'error', (q) => q.unionAll(failures))
    .orderBy('day', descending ? 'desc' : 'asc');
});

/** One request with its payloads. */
export async function requestDetail(
  db: Db,
  userIds: number[],
  serviceId: number,
  requestId: string,
) {
  const row = await db
    .selectFrom('requests')
    .innerJoin('services', 'services.id', 'requests.service_id')
    .select([
      ...listColumns.map((column) => `requests.${column}` as const),
      'requests.service_id',
      'requests.request_payload',
      'requests.response_payload',
      'services.billable_outcomes',
    ])
    .where('requests.user_id', 'in', userIds)
    .where('requests.service_id', '=', serviceId)
    .where('requests.request_id', '=', requestId)
    .orderBy('requests.id')
    .executeTakeFirst();
  if (!row) throw notFound(MessageKey.requestNotFound);
  return {
    ...toRow(row),
    serviceId: row.service_id,
    billableOutcomes: row.billable_outcomes,
    requestPayload: row.request_payload,
    responsePayload: row.response_payload,
  };
}
