import type { Kysely } from 'kysely';
import { columnTypes, notNull } from '../column-types.js';

/**
 * API keys for machines (issue 19): Sanctum personal access tokens with abilities, long-lived and
 * revocable. Only the key's SHA-256 is kept, with its first characters to recognise it by; a
 * revoked key stays listed, marked.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  const t = columnTypes(db);
  await t
    .id(db.schema.createTable('api_keys'))
    .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('name', 'varchar(100)', notNull)
    .addColumn('key_start', 'varchar(16)', notNull)
    .addColumn('key_hash', 'varchar(64)', (c) => c.notNull().unique())
    .addColumn('abilities', 'text', notNull)
    .addColumn('created_by', 'integer', (c) => c.references('users.id').onDelete('set null'))
    .addColumn('created_at', t.timestamp, notNull)
    .addColumn('expires_at', t.timestamp)
    .addColumn('last_used_at', t.timestamp)
    .addColumn('last_used_ip', 'varchar(64)')
    .addColumn('revoked_at', t.timestamp)
    .execute();
  await db.schema.createIndex('api_keys_user').on('api_keys').column('user_id').execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('api_keys').execute();
}
