import type { Kysely } from 'kysely';
import { isPostgres } from '../dialect.js';
import { columnTypes, notNull } from '../column-types.js';

/**
 * Idempotency (issue 39). Each recorded request keeps a hash of its content, so that a request id
 * sent again with the same content is a duplicate and with other content a refusal (`conflict`).
 * On PostgreSQL the hash goes with the key in `request_keys`, where ingestion claims keys (one
 * probe per key, never a partition scan); on SQLite, which has no `request_keys`, with the
 * request. Requests recorded before have none: any copy of them is a duplicate, as before. A
 * nullable column without a default: no table is rewritten.
 *
 * `idempotency_keys` keeps the first answer to a POST sent with an `Idempotency-Key` header, per
 * caller (user and API key), route and key, for 24 hours (`core/http/idempotency.ts`).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .alterTable(isPostgres(db) ? 'request_keys' : 'requests')
    .addColumn('content_hash', 'varchar(22)')
    .execute();
  const { timestamp } = columnTypes(db);
  await db.schema
    .createTable('idempotency_keys')
    .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('api_key_id', 'integer', notNull)
    .addColumn('route', 'varchar(200)', notNull)
    .addColumn('key', 'varchar(255)', notNull)
    .addColumn('body_hash', 'varchar(64)', notNull)
    .addColumn('status_code', 'integer')
    .addColumn('answer', 'text')
    .addColumn('created_at', timestamp, notNull)
    .addColumn('expires_at', timestamp, notNull)
    .addPrimaryKeyConstraint('idempotency_keys_pk', ['user_id', 'api_key_id', 'route', 'key'])
    .execute();
  await db.schema
    .createIndex('idempotency_keys_expires_at')
    .on('idempotency_keys')
    .column('expires_at')
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('idempotency_keys').execute();
  await db.schema
    .alterTable(isPostgres(db) ? 'request_keys' : 'requests')
    .dropColumn('content_hash')
    .execute();
}
