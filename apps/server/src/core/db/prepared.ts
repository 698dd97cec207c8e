import { CompiledQuery, sql, type Compilable, type RawBuilder, type SqlBool } from 'kysely';
import type { Db } from './schema.js';
import { isPostgres } from './dialect.js';

const MARK = '\u0000param:';
const LIST_MARK = '\u0000list:';

/** Stands for a value given at each run (see `prepared`). */
export interface Params<P> {
  /** A value, as the query builder would take it. */
  value<K extends keyof P & string>(name: K): P[K];
  /**
   * `column in (list)` for a list (of integers unless told `text`) whose length varies from run to
   * run: one SQL text for any length (PostgreSQL: `= any($1)`; SQLite: the list as JSON through
   * `json_each`).
   */
  in<K extends keyof P & string>(
    column: string,
    name: K,
    elements?: 'integer' | 'text',
  ): RawBuilder<SqlBool>;
}

interface Compiled {
  sql: string;
  /** Per parameter: a fixed value, or the name of a value given at each run. */
  slots: Array<{ fixed: unknown } | { name: string; list: boolean }>;
}

/**
 * A hot query built and compiled once per dialect, then run with new values: no query building
 * on each call. Kysely has no prepared statements of its own; this builds the query with marker
 * values, finds the markers among the compiled parameters and puts each run's values in their
 * places. (SQLite then also prepares the text once: see statement-cache.ts.)
 */
export function prepared<P extends Record<string, unknown>, R>(
  build: (db: Db, params: Params<P>) => Compilable<R>,
): (db: Db, values: P) => Promise<R[]> {
  const byDialect = new Map<string, Compiled>();
  return async (db, values) => {
    const dialect = isPostgres(db) ? 'postgres' : 'sqlite';
    let compiled = byDialect.get(dialect);
    if (!compiled) {
      compiled = compile(db, build);
      byDialect.set(dialect, compiled);
    }
    const parameters = compiled.slots.map((slot) => {
      if ('fixed' in slot) return slot.fixed;
      const value = values[slot.name];
      return slot.list && dialect === 'sqlite' ? JSON.stringify(value) : value;
    });
    const { rows } = await db.executeQuery<R>(CompiledQuery.raw(compiled.sql, parameters));
    return rows;
  };
}

/**
 * `prepared` for a query whose SQL text depends on a few arguments (its shape: an order, an
 * outcome, a number of users): compiled once per shape, each then run with new values.
 */
export function preparedPerShape<
  S extends ReadonlyArray<string | number | boolean | undefined>,
  P extends Record<string, unknown>,
  R,
>(
  build: (...shape: S) => (db: Db, params: Params<P>) => Compilable<R>,
): (...shape: S) => (db: Db, values: P) => Promise<R[]> {
  const byShape = new Map<string, (db: Db, values: P) => Promise<R[]>>();
  return (...shape) => {
    const key = shape.map(String).join('|');
    let query = byShape.get(key);
    if (!query) byShape.set(key, (query = prepared(build(...shape))));
    return query;
  };
}

function compile<P, R>(db: Db, build: (db: Db, params: Params<P>) => Compilable<R>): Compiled {
  const postgres = isPostgres(db);
  const params: Params<P> = {
    value: (name) => `${MARK}${name}` as never,
    in: (column, name, elements = 'integer') =>
      postgres
        ? sql<SqlBool>`${sql.ref(column)} = any(${`${LIST_MARK}${name}`}::${sql.raw(elements)}[])`
        : sql<SqlBool>`${sql.ref(column)} in (select value from json_each(${`${LIST_MARK}${name}`}))`,
  };
  const query = build(db, params).compile();
  return {
    sql: query.sql,
    slots: query.parameters.map((parameter) => {
      if (typeof parameter === 'string' && parameter.startsWith(MARK))
        return { name: parameter.slice(MARK.length), list: false };
      if (typeof parameter === 'string' && parameter.startsWith(LIST_MARK))
        return { name: parameter.slice(LIST_MARK.length), list: true };
      return { fixed: parameter };
    }),
  };
}
