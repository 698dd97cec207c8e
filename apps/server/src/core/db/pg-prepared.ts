import type pg from 'pg';

/** Statement texts a connection keeps prepared: every hot text of the server, many times over. */
const KEPT_PER_CONNECTION = 300;

type Query = (...args: unknown[]) => unknown;

/**
 * A kept statement runs on its generic plan from its first run. Left to choose, PostgreSQL kept
 * planning the register's statements anew on every run (a custom plan): a plan of all months
 * looks dearer than one of the range's months, although the months are pruned when it runs.
 * Planning a register page's rows took 1.8 ms and running them 0.35 ms; on the generic plan the
 * bind takes 0.3 ms (at 1M requests, PostgreSQL's log). The price is one planning of every month
 * per connection and text, once, and plans that do not look at the values: every hot statement
 * here is an index lookup whatever its values (the register's by user, service and time; a search
 * is two lookups, each on its own index: `register/query.ts`, `matchesOf`). A text
 * past the connection's kept ones runs unnamed and so is planned, generic, on every run.
 */
const GENERIC_PLANS = 'set plan_cache_mode = force_generic_plan';

/**
 * Makes a pooled connection run each parameterised statement as a named prepared statement, so
 * that PostgreSQL parses its text once per connection and keeps its plan (the generic plan, see
 * `GENERIC_PLANS`; the register's months are pruned when it runs) instead of planning it on every
 * call. Planning a statement over the partitioned register cost more than running it: unprepared,
 * a register page took 1.16 ms of PostgreSQL's CPU, prepared 0.36 ms
 * (`npm run bench:load -- --postgres --by-kind`, docs/benchmarks.md).
 *
 * A statement without parameters keeps the simple protocol (a migration's text may hold several
 * statements, which a prepared statement may not). A connection names its first
 * `KEPT_PER_CONNECTION` texts and runs any later one unnamed, as before: texts built with lists of
 * every length cannot fill the server's memory. Nothing else changes for the caller: pg parses a
 * name's text on first use on each connection and checks that a name keeps its text.
 */
export function prepareStatements(client: pg.PoolClient, kept = KEPT_PER_CONNECTION): void {
  const query = client.query.bind(client) as Query;
  // Before the connection's first statement (pg queues them). A server that does not know the
  // setting (before PostgreSQL 12) plans as it always did.
  void (query(GENERIC_PLANS) as Promise<unknown>).catch(() => undefined);
  const names = new Map<string, string>();
  const named: Query = (text, values, callback) => {
    if (typeof text !== 'string' || !Array.isArray(values) || values.length === 0)
      return query(text, values, callback);
    let name = names.get(text);
    if (name === undefined && names.size < kept) {
      name = `cabinet_${names.size}`;
      names.set(text, name);
    }
    return query(name === undefined ? { text, values } : { name, text, values }, callback);
  };
  (client as unknown as { query: Query }).query = named;
}
