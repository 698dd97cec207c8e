import SQLite from 'better-sqlite3';
import { sql, type Kysely, type RawBuilder } from 'kysely';
import type { Calendar } from '../../../core/calendar.js';
import type { Database } from '../../../core/db/schema.js';
import type { ExportFormat, ExportPiece, UserWalk } from './export-types.js';
import { outcomeCondition } from '../../../core/db/register-outcome.js';

/**
 * One user's rows of a range on SQLite, `batch` rows a statement, each batch's lines joined by
 * SQLite itself (`group_concat`, as a blob): JavaScript gets one Buffer a batch and writes it as
 * it is, with no string or object a row (read row by row, JavaScript cost more than SQLite did).
 * A batch's last key is found first on the register index alone, and its lines are read between
 * two keys, so a batch costs the same at the end of ten million rows as at the start.
 */
export function* registerLines(
  reader: SQLite.Database,
  db: Kysely<Database>,
  calendar: Calendar,
  format: ExportFormat,
  walk: UserWalk & { batch: number },
): Generator<ExportPiece> {
  let { offset, limit } = walk;
  const line = format.line({ id: walk.userId }, calendar.offsetSpans(walk.from, walk.to));
  const { lastKey, lines } = statements(reader, db, walk, line);
  // Row values `(requested_at, id)`: ids start at 1, so (from, 0) comes before every row of the
  // walk and (to, 0) after every row before `to`.
  let after = { at: walk.from, id: 0 };
  while (limit > 0) {
    const size = Math.min(walk.batch, limit);
    const end = lastKey.get({ ...after, to: walk.to, skip: offset + size - 1 }) as
      [string, number] | undefined;
    const [data, rows] = lines.get({
      ...after,
      endAt: end ? end[0] : walk.to,
      endId: end ? end[1] : 0,
      size,
      offset,
    }) as [Buffer | null, number];
    offset = 0;
    if (rows === 0 || !data) return;
    limit -= rows;
    yield { data, rows };
    if (!end) return;
    after = { at: end[0], id: end[1] };
  }
}

/**
 * A connection of the export's own, with SQLite's small default page cache: one pass over a
 * large range gains nothing from the server's big cache, and would fill it (and the server's
 * memory) with pages nobody reads again.
 */
export function exportReader(main: SQLite.Database): { reader: SQLite.Database; close(): void } {
  if (main.memory) return { reader: main, close: () => undefined };
  const reader = new SQLite(main.name, { fileMustExist: true });
  reader.pragma('query_only = ON');
  reader.pragma('busy_timeout = 5000');
  return { reader, close: () => reader.close() };
}

/** The two statements of a span, named parameters bound at each batch. */
function statements(
  reader: SQLite.Database,
  db: Kysely<Database>,
  walk: UserWalk & { batch: number },
  line: RawBuilder<string>,
) {
  const outcome = walk.outcome ? sql` and ${outcomeCondition(walk.outcome)}` : sql``;
  const rowsOf = sql`r.user_id = ${sql.lit(walk.userId)} and r.service_id = ${sql.lit(walk.serviceId)}
    and (r.requested_at, r.id) > (@at, @id)${outcome}`;
  const order = sql`order by r.requested_at, r.id`;
  const prepare = (query: RawBuilder<unknown>) => {
    const compiled = query.compile(db);
    if (compiled.parameters.length > 0) throw new Error('values are bound by name');
    return reader.prepare(compiled.sql).raw();
  };
  return {
    lastKey: prepare(sql`select r.requested_at, r.id from requests r
      where ${rowsOf} and r.requested_at < @to ${order} limit 1 offset @skip`),
    // The lines in key order: the subquery's order is the order group_concat meets them in.
    lines: prepare(sql`select cast(group_concat(b.line, '') as blob), count(*) from (
      select ${line} as line from requests r
      where ${rowsOf} and (r.requested_at, r.id) <= (@endAt, @endId)
      ${order} limit @size offset @offset) b`),
  };
}
