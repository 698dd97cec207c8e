import fs from 'node:fs';
import path from 'node:path';
import SQLite from 'better-sqlite3';
import pg from 'pg';
import { Kysely, PostgresDialect, SqliteDialect } from 'kysely';
import type { Database } from './schema.js';
import { withStatementCache } from './statement-cache.js';
import { prepareStatements } from './pg-prepared.js';
import { AccessWrites } from './access-writes.js';
import { RequestTransactions } from './request-transaction.js';

export type DialectName = 'sqlite' | 'postgres';

export interface DatabaseHandle {
  db: Kysely<Database>;
  dialect: DialectName;
  /** Where the data lives, for logs: the SQLite file or the PostgreSQL address without password. */
  location: string;
  /** The SQLite connection itself, for bulk paths that outrun a query builder (seeding, benchmarks). */
  sqlite?: SQLite.Database;
  /** The PostgreSQL pool itself, for COPY (exports). */
  pool?: pg.Pool;
  /** Tells of every write that can change a signed-in caller (cached callers are forgotten on it). */
  accessWrites: AccessWrites;
  /** Makes a request's queries one transaction (the audited routes). */
  requestTransactions: RequestTransactions;
  /**
   * Connections a statement could take now without waiting: the pool's idle and not yet opened
   * ones less those already asked for. SQLite's one connection runs one statement at a time: none.
   */
  spareConnections(): number;
}

/**
 * PostgreSQL connections a process keeps. More than the database server has cores to run them
 * only adds waiting inside it (docs/production.md, "Connections").
 */
export const DEFAULT_POOL_SIZE = 10;

export interface DatabaseOptions {
  databaseUrl?: string | undefined;
  sqliteFile: string;
  /** PostgreSQL: the pool's size (default `DEFAULT_POOL_SIZE`). */
  poolSize?: number;
}

/**
 * PostgreSQL answers in the shapes SQLite does: times as ISO strings, dates as `YYYY-MM-DD`,
 * 64-bit counts as numbers.
 */
function pgTypes(): pg.CustomTypesConfig {
  const toIso = (value: string) => new Date(value).toISOString();
  const parsers: Record<number, (value: string) => unknown> = {
    [pg.types.builtins.TIMESTAMPTZ]: toIso,
    [pg.types.builtins.TIMESTAMP]: (value) => toIso(`${value}Z`),
    [pg.types.builtins.DATE]: (value) => value,
    [pg.types.builtins.INT8]: Number,
    [pg.types.builtins.NUMERIC]: Number,
  };
  return {
    getTypeParser: ((oid: number, format?: string) =>
      parsers[oid] ??
      pg.types.getTypeParser(oid, format as 'text')) as pg.CustomTypesConfig['getTypeParser'],
  };
}

const CONNECT_TIMEOUT_MS = 10_000;

export function openDatabase(options: DatabaseOptions): DatabaseHandle {
  const accessWrites = new AccessWrites();
  const requestTransactions = new RequestTransactions();
  if (options.databaseUrl) {
    const pool = new pg.Pool({
      connectionString: options.databaseUrl,
      types: pgTypes(),
      max: options.poolSize ?? DEFAULT_POOL_SIZE,
      // An unreachable server (or a pool exhausted that long) answers 503 instead of hanging.
      connectionTimeoutMillis: CONNECT_TIMEOUT_MS,
    });
    // An idle connection whose server went away (PostgreSQL restarted) is dropped by the pool and
    // the next query connects anew; without a listener, Node would end the process on this event.
    pool.on('error', () => undefined);
    // A connection can lose its server while checked out between two queries (a transaction, a
    // COPY), when the pool's own listener is off it: the next query fails (503) and the pool drops
    // the connection on release.
    pool.on('connect', (client) => {
      client.on('error', () => undefined);
      prepareStatements(client);
    });
    const url = new URL(options.databaseUrl);
    url.password = '';
    return {
      db: new Kysely<Database>({
        dialect: requestTransactions.dialect(new PostgresDialect({ pool })),
        plugins: [accessWrites],
      }),
      dialect: 'postgres',
      location: url.toString(),
      pool,
      accessWrites,
      requestTransactions,
      spareConnections: () =>
        Math.max(0, pool.idleCount + pool.options.max - pool.totalCount - pool.waitingCount),
    };
  }
  fs.mkdirSync(path.dirname(path.resolve(options.sqliteFile)), { recursive: true });
  const sqlite = new SQLite(options.sqliteFile);
  sqlite.pragma('journal_mode = WAL');
  sqlite.pragma('foreign_keys = ON');
  sqlite.pragma('synchronous = NORMAL');
  sqlite.pragma('busy_timeout = 5000');
  // 64 MB of page cache instead of 2 MB: the register's indexes take random inserts.
  sqlite.pragma('cache_size = -65536');
  sqlite.pragma('temp_store = memory');
  // SQLite's own lower() folds ASCII only; searches and the unique login index need Cyrillic too.
  sqlite.function('lower', { deterministic: true }, (value: unknown) =>
    typeof value === 'string' ? value.toLowerCase() : value,
  );
  return {
    db: new Kysely<Database>({
      dialect: requestTransactions.dialect(
        new SqliteDialect({ database: withStatementCache(sqlite) }),
      ),
      plugins: [accessWrites],
    }),
    dialect: 'sqlite',
    location: path.resolve(options.sqliteFile),
    sqlite,
    accessWrites,
    requestTransactions,
    spareConnections: () => 0,
  };
}
