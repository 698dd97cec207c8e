import { MessageKey, type RegisterAllQuery, type RegisterAllRow } from '@cabinet/contract';
import { pageOf } from '../../../core/db/paged.js';
import type { Db } from '../../../core/db/schema.js';
import type { Calendar } from '../../../core/calendar.js';
import { invalid } from '../../../core/http/errors.js';
import { daysOfPage } from './page-location.js';
import { matchesOf, qualified, SORT_COLUMNS, toRow, type ListedRow } from './query.js';
import { DAILY_COUNT, outcomeCondition } from '../../../core/db/register-outcome.js';

type Query = RegisterAllQuery & { startDate: string; endDate: string };

/** Sorting by another column than time makes the database sort the whole range: bounded here. */
export const MAX_SORTED_ROWS = 200_000;

/**
 * The register across users and services, optionally of one outcome. The daily usage says which users and services have
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
      .select((eb) => ['day', eb.fn.sum<number>(DAILY_COUNT[query.status ?? 'all']).as('requests')])
      .groupBy('day')
      .orderBy('day', query.descending ? 'desc' : 'asc')
      .execute(),
  ]);
  const userIds = [...new Set(pairs.map((p) => p.user_id))];
  const serviceIds = [...new Set(pairs.map((p) => p.service_id))];
  const inRange = days.reduce((sum, d) => sum + Number(d.requests), 0);
  if (userIds.length === 0) return { rows: [], total: 0 };
  const sortBy = query.sortBy ?? 'requestedAt';

  const requests = (on: Db, from: string, to: string) =>
    on
      .selectFrom('requests as r')
      .where('r.user_id', 'in', userIds)
      .where('r.service_id', 'in', serviceIds)
      .where('r.requested_at', '>=', from)
      .where('r.requested_at', '<', to)
      .$if(query.status !== undefined, (q) => q.where(outcomeCondition(query.status!)));
  const direction = query.descending ? 'desc' : 'asc';
  const skip = (query.page - 1) * query.rowsPerPage;

  if (!query.filterInput && sortBy === 'requestedAt') {
    if (skip >= inRange) return { rows: [], total: inRange };
    const window = daysOfPage(days, skip, query.rowsPerPage);
    const [first, last] = query.descending
      ? [window.last, window.first]
      : [window.first, window.last];
    const rows = await requests(db, ...calendar.instantsOf(first, last))
      .select([...qualified, 'r.service_id', 'r.day'])
      .orderBy('r.requested_at', direction)
      .orderBy('r.id', direction)
      .limit(query.rowsPerPage)
      .offset(window.offset)
      .execute();
    return { rows: await named(db, rows), total: inRange };
  }

  const [from, to] = calendar.instantsOf(query.startDate, query.endDate);
  const filter = query.filterInput;
  if (!filter && inRange > MAX_SORTED_ROWS) throw invalid('sortBy', MessageKey.registerSortTooWide);
  const { rows, total } = await pageOf(
    filter
      ? // The matches come from their own indexes (see matchesOf).
        matchesOf(db, userIds, serviceIds, from, to, filter).$if(query.status !== undefined, (q) =>
          q.where(outcomeCondition(query.status!)),
        )
      : requests(db, from, to),
    (q) =>
      q
        .select([...qualified, 'r.service_id', 'r.day'])
        .orderBy(SORT_COLUMNS[sortBy], direction)
        .orderBy('r.id', direction),
    { limit: query.rowsPerPage, offset: skip },
  );
  return { rows: await named(db, rows), total };
}

type PageRow = ListedRow & { service_id: number; day: string };

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
    return {
      ...toRow(row),
      day: row.day,
      serviceId: row.service_id,
      serviceName: serviceById.get(row.service_id) ?? '',
      userLogin: user?.login ?? '',
      company: user?.parent ?? user?.own ?? null,
    };
  });
}
