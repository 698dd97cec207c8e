import type { Kysely } from 'kysely';
import { MessageKey, type RegisterQuery } from '@cabinet/contract';
import type { Database } from '../../../core/db/schema.js';
import type { Calendar } from '../../../core/calendar.js';
import { notFound } from '../../../core/http/errors.js';
import { daysOfPage, pageIds } from './page-location.js';
import { listColumns, matchesOf, qualified, SORT_COLUMNS, toRow } from './query.js';

type Db = Kysely<Database>;

/**
 * A page of the register: the users' requests to a service between two local days (both
 * inclusive), optionally those whose request id is the filter or whose subject starts with it.
 */
export async function registerPage(
  db: Db,
  calendar: Calendar,
  userIds: number[],
  serviceId: number,
  query: RegisterQuery & { startDate: string; endDate: string },
) {
  const timeOrdered = !query.filterInput && (query.sortBy ?? 'requestedAt') === 'requestedAt';
  return timeOrdered
    ? pageByDailyCounts(db, calendar, userIds, serviceId, query)
    : pageByScan(db, calendar, userIds, serviceId, query);
}

function requestsOf(db: Db, userIds: number[], serviceId: number, from: string, to: string) {
  return db
    .selectFrom('requests as r')
    .where('r.user_id', 'in', userIds)
    .where('r.service_id', '=', serviceId)
    .where('r.requested_at', '>=', from)
    .where('r.requested_at', '<', to);
}

/** Filtered or sorted by another column: the database counts and pages the matching rows. */
async function pageByScan(
  db: Db,
  calendar: Calendar,
  userIds: number[],
  serviceId: number,
  query: RegisterQuery & { startDate: string; endDate: string },
) {
  const [from, to] = calendar.instantsOf(query.startDate, query.endDate);
  const base = query.filterInput
    ? matchesOf(db, userIds, serviceId, from, to, query.filterInput)
    : requestsOf(db, userIds, serviceId, from, to);
  const direction = query.descending ? 'desc' : 'asc';
  const [rows, count] = await Promise.all([
    base
      .select(qualified)
      .orderBy(SORT_COLUMNS[query.sortBy ?? 'requestedAt'], direction)
      .orderBy('r.id', direction)
      .limit(query.rowsPerPage)
      .offset((query.page - 1) * query.rowsPerPage)
      .execute(),
    base.select((eb) => eb.fn.countAll<number>().as('total')).executeTakeFirstOrThrow(),
  ]);
  return { rows: rows.map(toRow), total: Number(count.total) };
}

/**
 * In time order, the daily usage says how many requests each day holds: the exact total is their
 * sum, and the page's first row lies in the day where the running sum passes the offset. The
 * database then reads from that day on, never the rows of the days before it.
 */
async function pageByDailyCounts(
  db: Db,
  calendar: Calendar,
  userIds: number[],
  serviceId: number,
  query: RegisterQuery & { startDate: string; endDate: string },
) {
  const descending = query.descending;
  const days = await db
    .selectFrom('daily_usage')
    .select((eb) => ['day', eb.fn.sum<number>('requests').as('requests')])
    .where('user_id', 'in', userIds)
    .where('service_id', '=', serviceId)
    .where('day', '>=', query.startDate)
    .where('day', '<=', query.endDate)
    .groupBy('day')
    .orderBy('day', descending ? 'desc' : 'asc')
    .execute();
  const total = days.reduce((sum, d) => sum + Number(d.requests), 0);
  const skipped = (query.page - 1) * query.rowsPerPage;
  if (skipped >= total) return { rows: [], total };
  const { first: day, offset: skip } = daysOfPage(days, skipped, query.rowsPerPage);
  // Ascending: from the start of that day to the end of the range; descending: the other way.
  const [from, to] = descending
    ? calendar.instantsOf(query.startDate, day)
    : calendar.instantsOf(day, query.endDate);
  const direction = descending ? 'desc' : 'asc';
  const ids = await pageIds(db, userIds, descending, skip, query.rowsPerPage, (userId, count) =>
    requestsOf(db, [userId], serviceId, from, to)
      .select(['r.requested_at', 'r.id'])
      .orderBy('r.requested_at', direction)
      .orderBy('r.id', direction)
      .limit(count),
  );
  if (ids.length === 0) return { rows: [], total };
  const rows = await db
    .selectFrom('requests as r')
    .select(qualified)
    .where('r.id', 'in', ids)
    .orderBy('r.requested_at', direction)
    .orderBy('r.id', direction)
    .execute();
  return { rows: rows.map(toRow), total };
}

/** One request with its payloads. */
export async function requestDetail(
  db: Db,
  userIds: number[],
  serviceId: number,
  requestId: string,
) {
  const row = await db
    .selectFrom('requests')
    .select([...listColumns, 'service_id', 'request_payload', 'response_payload'])
    .where('user_id', 'in', userIds)
    .where('service_id', '=', serviceId)
    .where('request_id', '=', requestId)
    .orderBy('id')
    .executeTakeFirst();
  if (!row) throw notFound(MessageKey.requestNotFound);
  return {
    ...toRow(row),
    serviceId: row.service_id,
    requestPayload: row.request_payload,
    responsePayload: row.response_payload,
  };
}
