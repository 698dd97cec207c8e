import type { Db } from '../../../core/db/schema.js';
import type { DatabaseHandle } from '../../../core/db/database.js';
import type { Calendar } from '../../../core/calendar.js';
import { copyRows } from './copy-rows.js';
import { exportReader, registerLines } from './sqlite-lines.js';
import type { ExportFormat, ExportPiece, ExportRange, UserWalk } from './export-types.js';
import { DAILY_COUNT } from '../../../core/db/register-outcome.js';

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
  { skip = 0, limit = Number.POSITIVE_INFINITY, batch = 2_500 }: Options = {},
): AsyncGenerator<ExportPiece> {
  const { db } = database;
  const [from, to] = calendar.instantsOf(range.startDate, range.endDate);
  const userIds = [...range.userIds].sort((a, b) => a - b);
  const start = await locate(db, { ...range, userIds }, skip);
  let left = limit;
  const sqlite = database.pool ? undefined : exportReader(database.sqlite!);
  for (const [name, run] of Object.entries(format.sqliteFunctions ?? {}))
    sqlite?.reader.function(name, { deterministic: true }, run);
  try {
    for (const [index, userId] of userIds.entries()) {
      if (index < start.userIndex) continue;
      const first = index === start.userIndex;
      const walk: UserWalk = {
        userId,
        serviceId: range.serviceId,
        from: first ? calendar.startOf(start.day) : from,
        to,
        offset: first ? start.offset : 0,
        limit: left,
        outcome: range.outcome,
      };
      const pieces = database.pool
        ? copyRows(database.pool, db, format, walk)
        : registerLines(sqlite!.reader, db, calendar, format, { ...walk, batch });
      let before = 0;
      let beforeThat = 0;
      for await (const piece of pieces) {
        left -= piece.rows;
        const raw = piece.data;
        if (!format.written || raw.length === 0 || typeof raw === 'string') {
          yield piece;
          continue;
        }
        const data = format.written(raw, before, beforeThat);
        beforeThat = raw.length > 1 ? raw[raw.length - 2]! : before;
        before = raw[raw.length - 1]!;
        yield { ...piece, data };
      }
      if (left <= 0) return;
    }
  } finally {
    sqlite?.close();
  }
}

/** How many rows the range holds (of its outcome), from the daily usage, never by counting the register. */
export async function exportTotal(db: Db, range: ExportRange): Promise<number> {
  const row = await db
    .selectFrom('daily_usage')
    .select((eb) => eb.fn.sum<number>(DAILY_COUNT[range.outcome ?? 'all']).as('total'))
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
    .select(['user_id', 'day', `${DAILY_COUNT[range.outcome ?? 'all']} as requests`])
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
