import type { Kysely } from 'kysely';
import { columnTypes, notNull } from '../column-types.js';

/**
 * Webhooks (issue 21): endpoints that partners and the provider register, and each event's
 * delivery to each of them with the log of its attempts. Signing secrets are kept encrypted with a
 * key derived from APP_SECRET (they must be read back to sign); the previous secret signs too
 * until `previous_secret_until` after a rotation.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  const t = columnTypes(db);
  await t
    .id(db.schema.createTable('webhook_endpoints'))
    .addColumn('partner_id', 'integer', (c) => c.references('users.id').onDelete('cascade'))
    .addColumn('url', 'varchar(2000)', notNull)
    .addColumn('description', 'varchar(200)', (c) => c.notNull().defaultTo(''))
    .addColumn('events', 'text', notNull)
    .addColumn('secret_box', 'text', notNull)
    .addColumn('secret_start', 'varchar(16)', notNull)
    .addColumn('previous_secret_box', 'text')
    .addColumn('previous_secret_until', t.timestamp)
    .addColumn('enabled', 'smallint', (c) => c.notNull().defaultTo(1))
    .addColumn('disabled_reason', 'text')
    .addColumn('disabled_at', t.timestamp)
    .addColumn('failing_since', t.timestamp)
    .addColumn('created_by', 'integer', (c) => c.references('users.id').onDelete('set null'))
    .addColumn('created_at', t.timestamp, notNull)
    .addColumn('updated_at', t.timestamp, notNull)
    .execute();
  await db.schema
    .createIndex('webhook_endpoints_partner')
    .on('webhook_endpoints')
    .column('partner_id')
    .execute();
  await t
    .id(db.schema.createTable('webhook_deliveries'))
    .addColumn('endpoint_id', 'integer', (c) =>
      c.notNull().references('webhook_endpoints.id').onDelete('cascade'),
    )
    .addColumn('message_id', 'varchar(64)', notNull)
    .addColumn('event_type', 'varchar(40)', notNull)
    .addColumn('payload', 'text', notNull)
    .addColumn('status', 'varchar(16)', notNull)
    .addColumn('attempts', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('manual', 'smallint', (c) => c.notNull().defaultTo(0))
    .addColumn('next_attempt_at', t.timestamp)
    .addColumn('last_attempt_at', t.timestamp)
    .addColumn('last_status_code', 'integer')
    .addColumn('last_duration_ms', 'integer')
    .addColumn('created_at', t.timestamp, notNull)
    .execute();
  await db.schema
    .createIndex('webhook_deliveries_endpoint')
    .on('webhook_deliveries')
    .columns(['endpoint_id', 'id'])
    .execute();
  await db.schema
    .createIndex('webhook_deliveries_due')
    .on('webhook_deliveries')
    .columns(['status', 'next_attempt_at'])
    .execute();
  await t
    .id(db.schema.createTable('webhook_attempts'))
    .addColumn('delivery_id', 'integer', (c) =>
      c.notNull().references('webhook_deliveries.id').onDelete('cascade'),
    )
    .addColumn('attempt', 'integer', notNull)
    .addColumn('at', t.timestamp, notNull)
    .addColumn('status_code', 'integer')
    .addColumn('duration_ms', 'integer', notNull)
    .addColumn('ok', 'smallint', notNull)
    .addColumn('error', 'text')
    .addColumn('manual', 'smallint', (c) => c.notNull().defaultTo(0))
    .execute();
  await db.schema
    .createIndex('webhook_attempts_delivery')
    .on('webhook_attempts')
    .columns(['delivery_id', 'attempt'])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('webhook_attempts').execute();
  await db.schema.dropTable('webhook_deliveries').execute();
  await db.schema.dropTable('webhook_endpoints').execute();
}
