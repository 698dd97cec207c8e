import { sql } from 'kysely';
import { type RegisterOutcome } from '@cabinet/contract';
import { daysOfPage, pageIds } from './page-location.js';
import { qualified, toRow, type ListedRow } from './query.js';
import { DAILY_COUNT } from '../../../core/db/register-outcome.js';
import { preparedPerShape } from '../../../core/db/prepared.js';
import { requestsOf, userKey, userValues, type RegisterPager } from './register-scope.js';

/**
 * In time order, the daily usage says how many requests each day holds (of each outcome): the
 * exact total is their sum, and the page's first row lies in the day where the running sum passes
 * the offset. The database then reads from that day on, never the rows of the days before it.
 */
export const pageByDailyCounts: RegisterPager = async (db, calendar, userIds, serviceId, query) => {
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
};

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
