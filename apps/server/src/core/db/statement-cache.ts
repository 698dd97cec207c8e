import type SQLite from 'better-sqlite3';
import type { SqliteDatabase } from 'kysely';

/** Enough for every query text the server builds; a page size or a list length varies a few. */
const STATEMENTS = 500;

/**
 * The SQLite connection as Kysely's SqliteDialect uses it, with its prepared statements kept by
 * SQL text (the least recently used dropped past `size`): preparing anew on every query was a
 * good part of a busy server's CPU.
 *
 * Kysely only asks a statement whether it is a reader and calls all, run or iterate with
 * positional parameters, never changing its raw, pluck, expand or safeIntegers modes, so a kept
 * statement answers as a fresh one. A statement still held by an unfinished iteration is busy:
 * that text is then prepared anew, uncached.
 */
export function withStatementCache(
  sqlite: SQLite.Database,
  size = STATEMENTS,
): SqliteDatabase & { cached(): number } {
  const statements = new Map<string, SQLite.Statement>();
  return {
    prepare(sql) {
      const kept = statements.get(sql);
      if (kept?.busy) return sqlite.prepare(sql);
      if (kept) {
        // A Map keeps insertion order: the first key is the least recently used.
        statements.delete(sql);
        statements.set(sql, kept);
        return kept;
      }
      const statement = sqlite.prepare(sql);
      statements.set(sql, statement);
      if (statements.size > size) statements.delete(statements.keys().next().value!);
      return statement;
    },
    close() {
      statements.clear();
      sqlite.close();
    },
    cached: () => statements.size,
  };
}
