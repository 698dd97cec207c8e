import { CompiledQuery } from 'kysely';
import type SQLite from 'better-sqlite3';
import { isPostgres } from './dialect.js';
import type { Transaction } from 'kysely';
import type { Database } from './schema.js';

/**
 * Rows of the register as they are priced, one call per row with its values in column order (no
 * object per row), written in the caller's transaction by `flush`. A writer may write as it goes.
 */
export interface RowWriter {
  add(
    userId: number,
    serviceId: number,
    requestId: string,
    requestedAt: string,
    day: string,
    status: string,
    httpStatus: number,
    durationMs: number,
    subject: string,
    billable: number,
    amountMinor: number,
    packageId: number | null,
    requestPayload: string,
    responsePayload: string,
    contentHash: string | null,
  ): void;
  /** Writes the rows added and not yet written. */
  flush(trx: Transaction<Database>): Promise<void>;
}

const COLUMNS = [
  'user_id',
  'service_id',
  'request_id',
  'requested_at',
  'day',
  'status',
  'http_status',
  'duration_ms',
  'subject',
  'billable',
  'amount_minor',
  'package_id',
  'request_payload',
  'response_payload',
  'content_hash',
] as const;
const PG_TYPES = [
  'integer',
  'integer',
  'varchar',
  'timestamptz',
  'date',
  'varchar',
  'smallint',
  'integer',
  'varchar',
  'smallint',
  'bigint',
  'integer',
  'text',
  'text',
];
/** Every column is the register's on SQLite; on PostgreSQL the content's hash is its key's. */
const WIDTH = COLUMNS.length;
const PG_WIDTH = PG_TYPES.length;
const HASH = WIDTH - 1;
/** Rows per multi-row INSERT on SQLite: 1,500 bound values, well under its limit of 32,766. */
const SQLITE_ROWS = 100;
/** Rows per unnest INSERT on PostgreSQL. */
const PG_ROWS = 5000;

const INTO = `insert into requests (${COLUMNS.join(', ')})`;
const ROW = `(${COLUMNS.map(() => '?').join(', ')})`;
const sqliteInsert = (rows: number) => `${INTO} values ${Array(rows).fill(ROW).join(', ')}`;
/** Built once: a full group's text (about 7 KB) is also the statement cache's key, hashed once. */
const SQLITE_FULL_INSERT = sqliteInsert(SQLITE_ROWS);
const PG_INSERT = `insert into requests (${COLUMNS.slice(0, PG_WIDTH).join(', ')}) select * from unnest(${PG_TYPES.map((t, i) => `$${i + 1}::${t}[]`).join(', ')})`;
/** The rows' keys into `request_keys`, from arrays of user ids, request ids, times and hashes. */
export const PG_KEYS = `insert into request_keys (user_id, request_id, requested_at, content_hash)
  select * from unnest($1::integer[], $2::varchar[], $3::timestamptz[], $4::varchar[])`;

/**
 * The default writer: collects the rows' values and writes them at `flush` with few statements and
 * no query building per row: multi-row VALUES on SQLite, one unnest of column arrays per few
 * thousand rows on PostgreSQL. There each row's key goes to `request_keys` too (the partitioned
 * register cannot hold a unique index of its own), unless the caller wrote the keys already.
 */
export function registerRowWriter({ keysWritten = false } = {}): RowWriter {
  let columns = COLUMNS.map(() => [] as unknown[]);
  return {
    add(...row) {
      for (let c = 0; c < WIDTH; c += 1) columns[c]!.push(row[c]);
    },
    async flush(trx) {
      const pending = columns;
      columns = COLUMNS.map(() => []);
      const count = pending[0]!.length;
      const step = isPostgres(trx) ? PG_ROWS : SQLITE_ROWS;
      for (let i = 0; i < count; i += step) {
        const to = Math.min(count, i + step);
        const slices = pending.map((column) => column.slice(i, to));
        if (isPostgres(trx)) {
          if (!keysWritten)
            await trx.executeQuery(
              CompiledQuery.raw(PG_KEYS, [slices[0], slices[2], slices[3], slices[HASH]]),
            );
          await trx.executeQuery(CompiledQuery.raw(PG_INSERT, slices.slice(0, PG_WIDTH)));
          continue;
        }
        const values = new Array<unknown>((to - i) * WIDTH);
        for (let r = 0; r < to - i; r += 1)
          for (let c = 0; c < WIDTH; c += 1) values[r * WIDTH + c] = slices[c]![r];
        const text = to - i === SQLITE_ROWS ? SQLITE_FULL_INSERT : sqliteInsert(to - i);
        await trx.executeQuery(CompiledQuery.raw(text, values));
      }
    },
  };
}

/**
 * On SQLite's own connection (inside the caller's transaction, which holds that connection), for
 * bulk loads: each full group of rows goes in at once through one multi-row statement prepared
 * once, while the caller goes on pricing; `flush` writes the rest one row at a time.
 */
export function sqliteRowWriter(sqlite: SQLite.Database): RowWriter {
  const full = sqlite.prepare(SQLITE_FULL_INSERT);
  const single = sqlite.prepare(sqliteInsert(1));
  const many = new Array<unknown>(SQLITE_ROWS * WIDTH);
  let at = 0;
  return {
    add(
      userId,
      serviceId,
      requestId,
      requestedAt,
      day,
      status,
      httpStatus,
      durationMs,
      subject,
      billable,
      amountMinor,
      packageId,
      requestPayload,
      responsePayload,
      contentHash,
    ) {
      many[at++] = userId;
      many[at++] = serviceId;
      many[at++] = requestId;
      many[at++] = requestedAt;
      many[at++] = day;
      many[at++] = status;
      many[at++] = httpStatus;
      many[at++] = durationMs;
      many[at++] = subject;
      many[at++] = billable;
      many[at++] = amountMinor;
      many[at++] = packageId;
      many[at++] = requestPayload;
      many[at++] = responsePayload;
      many[at++] = contentHash;
      if (at === many.length) {
        at = 0;
        full.run(many);
      }
    },
    flush() {
      for (let i = 0; i < at; i += WIDTH) single.run(many.slice(i, i + WIDTH));
      at = 0;
      return Promise.resolve();
    },
  };
}
