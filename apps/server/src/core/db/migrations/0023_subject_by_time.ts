import { sql, type Kysely } from 'kysely';
import { isPostgres } from '../dialect.js';
import { nameIndexesOf, registerPartitions } from '../register-partitions.js';

/**
 * The subject index also holds the request's time. A register search by subject prefix then checks
 * its date range in the index, and PostgreSQL's kept (generic) plan, blind to the values, sees that
 * this index answers the search better than the register's (user, service, time) index: with the
 * subject alone the two tied, and a tie may be broken either way, the wrong way reading the
 * caller's whole range (`register/query.ts`, `matchesOf`).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await replace(db, ['user_id', 'service_id', 'subject', 'requested_at']);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await replace(db, ['user_id', 'service_id', 'subject']);
}

async function replace(db: Kysely<unknown>, columns: string[]): Promise<void> {
  await db.schema.dropIndex('requests_subject').execute();
  if (isPostgres(db)) await sql`set local maintenance_work_mem = '512MB'`.execute(db);
  await db.schema.createIndex('requests_subject').on('requests').columns(columns).execute();
  // Each month's copy named as the others are (`requests_subject_2026_10`).
  if (isPostgres(db))
    for (const partition of await registerPartitions(db)) await nameIndexesOf(db, partition);
}
