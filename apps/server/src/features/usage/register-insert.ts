import { CompiledQuery, type Insertable, type Transaction } from 'kysely';
import type SQLite from 'better-sqlite3';
import type { Database, RequestsTable } from '../../core/db/schema.js';
import { isPostgres } from '../../core/db/dialect.js';

export type RequestRow = Omit<Insertable<RequestsTable>, 'id'>;
type Trx = Transaction<Database>;
/** Writes rows of the register in the caller's transaction. */
export type RowWriter = (trx: Trx, rows: RequestRow[]) => Promise<void>;

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
const WIDTH = COLUMNS.length;
/** Rows per multi-row INSERT on SQLite: 1,400 bound values, well under its limit of 32,766. */
const SQLITE_ROWS = 100;
/** Rows per unnest INSERT on PostgreSQL. */
const PG_ROWS = 5000;

const INTO = `insert into requests (${COLUMNS.join(', ')})`;
const ROW = `(${COLUMNS.map(() => '?').join(', ')})`;
const sqliteInsert = (rows: number) => `${INTO} values ${Array(rows).fill(ROW).join(', ')}`;
const PG_INSERT = `${INTO} select * from unnest(${PG_TYPES.map((t, i) => `$${i + 1}::${t}[]`).join(', ')})`;

/** Rows `from` to `to` (exclusive) as one flat list of bound values, written into `into`. */
function flatten(rows: RequestRow[], from: number, to: number, into: unknown[]): unknown[] {
  let at = 0;
  for (let i = from; i < to; i += 1) {
    const row = rows[i]!;
    into[at++] = row.user_id;
    into[at++] = row.service_id;
    into[at++] = row.request_id;
    into[at++] = row.requested_at;
    into[at++] = row.day;
    into[at++] = row.status;
    into[at++] = row.http_status;
    into[at++] = row.duration_ms;
    into[at++] = row.subject ?? '';
    into[at++] = row.billable;
    into[at++] = row.amount_minor;
    into[at++] = row.package_id ?? null;
    into[at++] = row.request_payload ?? '';
    into[at++] = row.response_payload ?? '';
  }
  return into;
}

/** One array per column, for PostgreSQL's unnest. */
function columnsOf(rows: RequestRow[], from: number, to: number): unknown[][] {
  const columns = COLUMNS.map(() => new Array<unknown>(to - from));
  for (let i = from; i < to; i += 1) {
    const row = rows[i]!;
    const at = i - from;
    for (let c = 0; c < WIDTH; c += 1) columns[c]![at] = row[COLUMNS[c]!] ?? null;
  }
  return columns;
}

/**
 * Inserts rows through the transaction with few statements and no query building per row:
 * multi-row VALUES on SQLite, one unnest of column arrays per few thousand rows on PostgreSQL.
 */
export const insertRegisterRows: RowWriter = async (trx, rows) => {
  if (isPostgres(trx)) {
    for (let i = 0; i < rows.length; i += PG_ROWS) {
      const to = Math.min(rows.length, i + PG_ROWS);
      await trx.executeQuery(CompiledQuery.raw(PG_INSERT, columnsOf(rows, i, to)));
    }
    return;
  }
  for (let i = 0; i < rows.length; i += SQLITE_ROWS) {
    const to = Math.min(rows.length, i + SQLITE_ROWS);
    await trx.executeQuery(CompiledQuery.raw(sqliteInsert(to - i), flatten(rows, i, to, [])));
  }
};

/**
 * On SQLite's own connection (inside the caller's transaction, which holds that connection):
 * multi-row statements prepared once and reused, for bulk loads.
 */
export function sqliteRowWriter(sqlite: SQLite.Database): RowWriter {
  const full = sqlite.prepare(sqliteInsert(SQLITE_ROWS));
  const single = sqlite.prepare(sqliteInsert(1));
  const many = new Array<unknown>(SQLITE_ROWS * WIDTH);
  const one = new Array<unknown>(WIDTH);
  return async (_trx, rows) => {
    let i = 0;
    for (; i + SQLITE_ROWS <= rows.length; i += SQLITE_ROWS)
      full.run(flatten(rows, i, i + SQLITE_ROWS, many));
    for (; i < rows.length; i += 1) single.run(flatten(rows, i, i + 1, one));
  };
}
