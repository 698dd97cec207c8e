import type { Kysely } from 'kysely';
import { columnTypes, notNull } from '../column-types.js';

/**
 * Every change an administrator or a partner makes, append-only (issue 21). Actors carry no
 * foreign key: an entry outlives the user it names.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  const t = columnTypes(db);
  await t
    .id(db.schema.createTable('audit_log'))
    .addColumn('at', t.timestamp, notNull)
    .addColumn('actor_id', 'integer')
    .addColumn('actor_partner_id', 'integer')
    .addColumn('ip', 'varchar(64)')
    .addColumn('action', 'varchar(64)', notNull)
    .addColumn('object_type', 'varchar(40)', notNull)
    .addColumn('object_id', 'varchar(64)')
    .addColumn('before', 'text')
    .addColumn('after', 'text')
    .execute();
  await db.schema.createIndex('audit_log_at').on('audit_log').column('at').execute();
  await db.schema
    .createIndex('audit_log_partner_at')
    .on('audit_log')
    .columns(['actor_partner_id', 'at'])
    .execute();
  await db.schema
    .createIndex('audit_log_object')
    .on('audit_log')
    .columns(['object_type', 'object_id', 'at'])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('audit_log').execute();
}
