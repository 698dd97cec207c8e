import { sql, type Compilable, type SelectQueryBuilder } from 'kysely';
import { type RegisterMatch, type RegisterOutcome, type RegisterQuery } from '@cabinet/contract';
import type { Database, RequestsTable } from '../../../core/db/schema.js';
import { afterPrefix, matchesOf, qualified, SORT_COLUMNS, toRow, type ListedRow } from './query.js';
import { outcomeCondition } from '../../../core/db/register-outcome.js';
import { preparedPerShape } from '../../../core/db/prepared.js';
import { requestsOf, userKey, userValues, type RegisterPager } from './register-scope.js';

/**
 * Searched or sorted by another column: the database counts, sums and pages the matching rows.
 * A search's few matches give their page and totals in one statement (the totals ride on every
 * row as window sums), one round trip on one connection; a page past the last match asks for the
 * totals alone. Sorting a whole range by another column reads the page and the totals on two
 * connections at once instead: summing every row of the range in a window would hold them all.
 */
export const pageByScan: RegisterPager = async (db, calendar, userIds, serviceId, query) => {
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
};

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
