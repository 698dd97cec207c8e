import os from 'node:os';
import { sql, type Transaction } from 'kysely';
import type { Database } from './schema.js';
import { isPostgres } from './dialect.js';
import { nameIndexesOf, registerPartitions } from './register-partitions.js';

export interface IndexDefinition {
  name: string;
  /** The statement that creates it, as the database reports it. */
  definition: string;
}

/**
 * The register's secondary indexes as the database has them (whatever migrations made them),
 * without the primary key and indexes that back constraints.
 */
export async function registerIndexes(trx: Transaction<Database>): Promise<IndexDefinition[]> {
  const { rows } = isPostgres(trx)
    ? await sql<IndexDefinition>`
        select i.indexname as name, i.indexdef as definition
        from pg_indexes i
        where i.schemaname = current_schema() and i.tablename = 'requests'
          and not exists (
            select 1 from pg_constraint c
            where c.conname = i.indexname and c.connamespace = current_schema()::regnamespace
          )
        order by i.indexname`.execute(trx)
    : await sql<IndexDefinition>`
        select name, sql as definition from sqlite_master
        where type = 'index' and tbl_name = 'requests' and sql is not null
        order by name`.execute(trx);
  return rows;
}

/**
 * Runs a bulk load of the register without its secondary indexes, then builds them again: one
 * sort per index instead of a random index insert per row. It must run in one transaction with
 * the load, so that a crash or error leaves the register as it was, indexes included. Meanwhile
 * the register is locked for writing (and on PostgreSQL for reading too).
 */
export async function withoutRegisterIndexes<T>(
  trx: Transaction<Database>,
  load: () => Promise<T>,
): Promise<T> {
  const indexes = await registerIndexes(trx);
  for (const index of indexes) await sql`drop index ${sql.id(index.name)}`.execute(trx);
  const result = await load();
  if (isPostgres(trx)) {
    await sql`set local maintenance_work_mem = '512MB'`.execute(trx);
    // A partitioned register's indexes are reported as made `ON ONLY` the parent: made so again,
    // its partitions would have none.
    for (const index of indexes)
      await sql.raw(index.definition.replace(' ON ONLY ', ' ON ')).execute(trx);
    for (const partition of await registerPartitions(trx)) await nameIndexesOf(trx, partition);
    return result;
  }
  // A sort larger than the page cache is made of runs that helper threads sort and merge while
  // the table is read on.
  const { rows } = await sql<{ threads: number }>`pragma threads`.execute(trx);
  const threads = rows[0]?.threads ?? 0;
  await sql.raw(`pragma threads = ${Math.min(4, os.availableParallelism() - 1)}`).execute(trx);
  try {
    for (const index of indexes) await sql.raw(index.definition).execute(trx);
  } finally {
    await sql.raw(`pragma threads = ${threads}`).execute(trx);
  }
  return result;
}
