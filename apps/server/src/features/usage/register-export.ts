import type { Kysely, RawBuilder } from 'kysely';
import type { Database } from '../../core/db/schema.js';
import type { DatabaseHandle } from '../../core/db/database.js';
import type { Calendar } from '../../core/calendar.js';
import { copyRows } from './register-copy.js';

type Db = Kysely<Database>;

export interface ExportRange {
  userIds: number[];
  serviceId: number;
  /** Local days, both inclusive. */
  startDate: string;
  endDate: string;
}

/**
 * How an export writes the register's rows (aliased `r`), as SQL, so that the database does the
 * writing: the cells of a row (values inlined: PostgreSQL's COPY takes no parameters), which may
 * depend on the user and, on SQLite, which has no time zones, on the zone's offset; and, where
 * the database has no CSV writer of its own (SQLite), the whole line made of them.
 */
export interface ExportFormat {
  delimiter: ';' | ',';
  cells(user: { id: number; offsetMinutes: number }): RawBuilder<string>[];
  line(user: { id: number; offsetMinutes: number }): RawBuilder<string>;
}

/** A piece of the file and how many rows it holds. */
export interface ExportPiece {
  data: string | Buffer;
  rows: number;
}

interface Options {
  skip?: number;
  limit?: number;
  batch?: number;
}

/**
 * The rows of a range in export order, as CSV: user by user (ascending id), each user's requests
 * in time order, so that each user's rows are one walk of the register index. On PostgreSQL one
 * COPY per user streams them; elsewhere they are read `batch` rows at a time by key, so a batch
 * costs the same at the end of ten million rows as at the start (a time order across several
 * users would make the database sort the rest of the range for every batch).
 */
export async function* exportRows(
  database: DatabaseHandle,
  calendar: Calendar,
  range: ExportRange,
  format: ExportFormat,
  { skip = 0, limit = Number.POSITIVE_INFINITY, batch = 10_000 }: Options = {},
): AsyncGenerator<ExportPiece> {
  const { db } = database;
  const [from, to] = calendar.instantsOf(range.startDate, range.endDate);
  const userIds = [...range.userIds].sort((a, b) => a - b);
  const start = await locate(db, { ...range, userIds }, skip);
  let left = limit;
  for (const [index, userId] of userIds.entries()) {
    if (index < start.userIndex) continue;
    const first = index === start.userIndex;
    const userFrom = first ? calendar.startOf(start.day) : from;
    const walk = { userId, serviceId: range.serviceId, to, offset: first ? start.offset : 0 };
    const pieces = database.pool
      ? copyRows(database.pool, db, format, { ...walk, from: userFrom, limit: left })
      : batches(db, calendar, format, { ...walk, from: userFrom, limit: left, batch });
    for await (const piece of pieces) {
      left -= piece.rows;
      yield piece;
    }
    if (left <= 0) return;
  }
}

interface Walk {
  userId: number;
  serviceId: number;
  from: string;
  to: string;
  offset: number;
  limit: number;
}

async function* batches(
  db: Db,
  calendar: Calendar,
  format: ExportFormat,
  walk: Walk & { batch: number },
): AsyncGenerator<ExportPiece> {
  let { offset, limit } = walk;
  let after: { at: string; id: number } | undefined;
  for (const span of calendar.offsetSpans(walk.from, walk.to)) {
    const line = format.line({ id: walk.userId, offsetMinutes: span.offsetMinutes });
    while (limit > 0) {
      const key = after;
      // After the first batch the key is the only lower bound: given the span's start as well,
      // SQLite starts its index walk there and filters its way up to the key, every batch.
      const rows = await db
        .selectFrom('requests as r')
        .select(['r.id', 'r.requested_at', line.as('line')])
        .where('r.user_id', '=', walk.userId)
        .where('r.service_id', '=', walk.serviceId)
        .where((eb) =>
          key
            ? eb(eb.refTuple('r.requested_at', 'r.id'), '>', eb.tuple(key.at, key.id))
            : eb('r.requested_at', '>=', span.from),
        )
        .where('r.requested_at', '<', span.to)
        .orderBy('r.requested_at')
        .orderBy('r.id')
        .limit(Math.min(walk.batch, limit))
        .offset(offset)
        .execute();
      offset = 0;
      if (rows.length === 0) break;
      limit -= rows.length;
      const last = rows[rows.length - 1]!;
      after = { at: last.requested_at, id: Number(last.id) };
      yield { data: rows.map((row) => row.line).join(''), rows: rows.length };
      if (rows.length < walk.batch) break;
    }
  }
}

/** How many rows the range holds, from the daily usage (never by counting the register). */
export async function exportTotal(db: Db, range: ExportRange): Promise<number> {
  const row = await db
    .selectFrom('daily_usage')
    .select((eb) => eb.fn.sum<number>('requests').as('total'))
    .where('user_id', 'in', range.userIds)
    .where('service_id', '=', range.serviceId)
    .where('day', '>=', range.startDate)
    .where('day', '<=', range.endDate)
    .executeTakeFirst();
  return Number(row?.total ?? 0);
}

/**
 * Where the `skip`-th row of the export order lies: the user, the day (whose start bounds the
 * first read) and the rows to pass over within that day, found from the daily usage counts.
 */
async function locate(db: Db, range: ExportRange, skip: number) {
  if (skip === 0) return { userIndex: 0, day: range.startDate, offset: 0 };
  const days = await db
    .selectFrom('daily_usage')
    .select(['user_id', 'day', 'requests'])
    .where('user_id', 'in', range.userIds)
    .where('service_id', '=', range.serviceId)
    .where('day', '>=', range.startDate)
    .where('day', '<=', range.endDate)
    .orderBy('user_id')
    .orderBy('day')
    .execute();
  let left = skip;
  for (const day of days) {
    if (left < day.requests)
      return { userIndex: range.userIds.indexOf(day.user_id), day: day.day, offset: left };
    left -= day.requests;
  }
  return { userIndex: range.userIds.length, day: range.endDate, offset: 0 };
}
