import type { Kysely } from 'kysely';
import { sql } from 'kysely';
import type pg from 'pg';
import { to as copyTo } from 'pg-copy-streams';
import type { Database } from '../../../core/db/schema.js';
import type { ExportFormat, ExportPiece, UserWalk } from './export-types.js';
import { CopyRowsOut } from './copy-out.js';
import { outcomeCondition } from '../../../core/db/register-outcome.js';

const NEWLINE = 0x0a;

/**
 * One user's rows of a range through PostgreSQL's own CSV writer (COPY ... TO STDOUT), streamed:
 * the database quotes the cells, and the stream's backpressure keeps memory flat. A piece's row
 * count is the line breaks it holds (a payload with line breaks counts more: this is for
 * progress only); the last piece carries the correction from COPY's own count.
 */
export async function* copyRows(
  pool: pg.Pool,
  db: Kysely<Database>,
  format: ExportFormat,
  walk: UserWalk,
): AsyncGenerator<ExportPiece> {
  const cells = format.cells({ id: walk.userId });
  let query = db
    .selectFrom('requests as r')
    .select(cells.map((cell, index) => cell.as(`c${index}`)))
    .where('r.user_id', '=', sql.lit(walk.userId))
    .where('r.service_id', '=', sql.lit(walk.serviceId))
    .where('r.requested_at', '>=', sql.lit(walk.from))
    .where('r.requested_at', '<', sql.lit(walk.to))
    .$if(walk.outcome !== undefined, (q) => q.where(outcomeCondition(walk.outcome!)))
    .orderBy('r.requested_at')
    .orderBy('r.id')
    .offset(sql.lit(walk.offset));
  if (Number.isFinite(walk.limit)) query = query.limit(sql.lit(walk.limit));
  const compiled = query.compile();
  if (compiled.parameters.length > 0) throw new Error('COPY takes no parameters');
  const delimiter = format.delimiter === ';' ? "';'" : "','";
  const quoted = format.quotedCells?.({ id: walk.userId }) ?? [];
  const forceQuote =
    quoted.length > 0 ? `, force_quote (${quoted.map((i) => `c${i}`).join(', ')})` : '';
  // The COPY's own transaction, for its settings: JIT compiling the cells took 0.3 s and made
  // them no faster (bench/documents.bench.ts).
  const settings = Object.entries({ ...format.session, jit: 'off' });
  const client = await pool.connect();
  let counted = 0;
  let rowCount = 0;
  let complete = false;
  try {
    await client.query('begin');
    await client.query(
      `select ${settings.map((_, i) => `set_config($${2 * i + 1}, $${2 * i + 2}, true)`).join(', ')}`,
      settings.flat(),
    );
    const text = `copy (${compiled.sql}) to stdout with (format csv, delimiter ${delimiter}${forceQuote})`;
    if (format.copiedRow) {
      const stream = client.query(new CopyRowsOut(text, format.copiedRow));
      for await (const chunk of stream as AsyncIterable<Buffer>) {
        // The rows read so far: a piece may leave a few in hand, told with the next.
        const rows = stream.rows - counted;
        counted += rows;
        yield { data: chunk, rows };
      }
      rowCount = stream.rowCount;
    } else {
      const stream = client.query(copyTo(text));
      for await (const chunk of stream as AsyncIterable<Buffer>) {
        let rows = 0;
        for (let at = chunk.indexOf(NEWLINE); at !== -1; at = chunk.indexOf(NEWLINE, at + 1))
          rows += 1;
        counted += rows;
        yield { data: chunk, rows };
      }
      rowCount = stream.rowCount;
    }
    await client.query('commit');
    complete = true;
    yield { data: '', rows: rowCount - counted };
  } finally {
    // A COPY left half-read leaves its connection unusable: that one is closed, not pooled.
    client.release(!complete);
  }
}
