import type { Kysely } from 'kysely';
import { isPostgres } from '../dialect.js';

/**
 * Idempotency that tells a copy from a conflict (issue 39): each recorded request keeps a hash of
 * its content, so that a request id sent again with the same content is a duplicate and with other
 * content a refusal (`conflict`). On PostgreSQL the hash goes with the key in `request_keys`, where
 * ingestion claims keys (one probe per key, never a partition scan); on SQLite, which has no
 * `request_keys`, with the request. Requests recorded before have none: any copy of them is a
 * duplicate, as before. A nullable column without a default: no table is rewritten.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .alterTable(isPostgres(db) ? 'request_keys' : 'requests')
    .addColumn('content_hash', 'varchar(22)')
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .alterTable(isPostgres(db) ? 'request_keys' : 'requests')
    .dropColumn('content_hash')
    .execute();
}
