import { sql, type Kysely } from 'kysely';
import { isPostgres } from './dialect.js';

/**
 * Runs `work` with its statements planned for their values. The pool's connections keep one
 * generic plan per statement text (`pg-prepared.ts`), which suits lookups whose best path is the
 * same whatever the values. A search's is not: a request id is one probe of its own index, a
 * subject prefix a range of another, and a plan blind to both read every request of the caller's
 * range instead (at 10M requests, 2.3 s against well under a millisecond). On PostgreSQL `work`
 * runs in a transaction that plans each statement at each run, with its values (about half a
 * millisecond); on SQLite, which plans with the values anyway, as it is.
 */
export async function plannedForValues<DB, T>(
  db: Kysely<DB>,
  work: (db: Kysely<DB>) => Promise<T>,
): Promise<T> {
  if (!isPostgres(db)) return work(db);
  return db.transaction().execute(async (trx) => {
    await sql`set local plan_cache_mode = force_custom_plan`.execute(trx);
    return work(trx);
  });
}
