import type { Kysely } from 'kysely';
import { columnTypes, notNull } from '../column-types.js';

/**
 * Usage alerts (issue 21): rules per partner (or one of its users, one service), each with the
 * state of its current crossing; the history of its changes of state; and the notification
 * centre's rows, each with what it says frozen at creation (JSON).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  const t = columnTypes(db);
  await t
    .id(db.schema.createTable('alert_rules'))
    .addColumn('partner_id', 'integer', (c) =>
      c.notNull().references('users.id').onDelete('cascade'),
    )
    .addColumn('user_id', 'integer', (c) => c.references('users.id').onDelete('cascade'))
    .addColumn('service_id', 'integer', (c) => c.references('services.id').onDelete('cascade'))
    .addColumn('condition', 'text', notNull)
    .addColumn('enabled', 'smallint', (c) => c.notNull().defaultTo(1))
    .addColumn('email', 'smallint', (c) => c.notNull().defaultTo(1))
    .addColumn('language', 'varchar(2)', (c) => c.notNull().defaultTo('ru'))
    .addColumn('state', 'varchar(16)', (c) => c.notNull().defaultTo('ok'))
    .addColumn('last_value', 'double precision')
    .addColumn('period', 'varchar(64)')
    .addColumn('triggered_at', t.timestamp)
    .addColumn('resolved_at', t.timestamp)
    .addColumn('revision', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('created_by', 'integer', (c) => c.references('users.id').onDelete('set null'))
    .addColumn('created_at', t.timestamp, notNull)
    .addColumn('updated_at', t.timestamp, notNull)
    .execute();
  await db.schema
    .createIndex('alert_rules_partner')
    .on('alert_rules')
    .columns(['partner_id', 'enabled'])
    .execute();
  await t
    .id(db.schema.createTable('alert_events'))
    .addColumn('rule_id', 'integer', (c) =>
      c.notNull().references('alert_rules.id').onDelete('cascade'),
    )
    .addColumn('state', 'varchar(16)', notNull)
    .addColumn('at', t.timestamp, notNull)
    .addColumn('value', 'double precision', notNull)
    .addColumn('period', 'varchar(64)', notNull)
    .execute();
  await db.schema
    .createIndex('alert_events_rule')
    .on('alert_events')
    .columns(['rule_id', 'id'])
    .execute();
  await t
    .id(db.schema.createTable('notifications'))
    .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('type', 'varchar(40)', notNull)
    .addColumn('payload', 'text', notNull)
    .addColumn('created_at', t.timestamp, notNull)
    .addColumn('read_at', t.timestamp)
    .execute();
  await db.schema
    .createIndex('notifications_user')
    .on('notifications')
    .columns(['user_id', 'id'])
    .execute();
  await db.schema
    .createIndex('notifications_user_unread')
    .on('notifications')
    .columns(['user_id', 'read_at'])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('notifications').execute();
  await db.schema.dropTable('alert_events').execute();
  await db.schema.dropTable('alert_rules').execute();
}
