import { sql, type Kysely } from 'kysely';
import { columnTypes, notNull } from '../column-types.js';

/**
 * The register of requests (the large table), the per-user, per-service, per-day usage that
 * reports read instead of the register, and each tariff holder's monthly volume for tiers.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  const t = columnTypes(db);
  await (
    t.postgres
      ? db.schema
          .createTable('requests')
          .addColumn('id', 'bigint', (c) => c.primaryKey().generatedByDefaultAsIdentity())
      : db.schema
          .createTable('requests')
          .addColumn('id', 'integer', (c) => c.primaryKey().autoIncrement())
  )
    .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('restrict'))
    .addColumn('service_id', 'integer', (c) =>
      c.notNull().references('services.id').onDelete('restrict'),
    )
    .addColumn('request_id', 'varchar(100)', notNull)
    .addColumn('requested_at', t.timestamp, notNull)
    .addColumn('day', 'date', notNull)
    .addColumn('status', 'varchar(10)', (c) =>
      c.notNull().check(sql`status in ('success', 'error')`),
    )
    .addColumn('http_status', 'smallint', notNull)
    .addColumn('duration_ms', 'integer', notNull)
    .addColumn('subject', 'varchar(255)', (c) => c.notNull().defaultTo(''))
    .addColumn('billable', 'smallint', notNull)
    .addColumn('amount_minor', 'bigint', notNull)
    .addColumn('package_id', 'integer')
    .addColumn('request_payload', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('response_payload', 'text', (c) => c.notNull().defaultTo(''))
    .execute();
  await db.schema
    .createIndex('requests_user_request_id')
    .on('requests')
    .unique()
    .columns(['user_id', 'request_id'])
    .execute();
  await db.schema
    .createIndex('requests_register')
    .on('requests')
    .columns(['user_id', 'service_id', 'requested_at', 'id'])
    .execute();
  await db.schema
    .createIndex('requests_subject')
    .on('requests')
    .columns(['user_id', 'service_id', 'subject'])
    .execute();

  await db.schema
    .createTable('daily_usage')
    .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('restrict'))
    .addColumn('service_id', 'integer', (c) =>
      c.notNull().references('services.id').onDelete('restrict'),
    )
    .addColumn('day', 'date', notNull)
    .addColumn('requests', 'integer', notNull)
    .addColumn('successful', 'integer', notNull)
    .addColumn('failed', 'integer', notNull)
    .addColumn('billable', 'integer', notNull)
    .addColumn('covered', 'integer', notNull)
    .addColumn('amount_minor', 'bigint', notNull)
    .addPrimaryKeyConstraint('daily_usage_pk', ['user_id', 'service_id', 'day'])
    .execute();

  await db.schema
    .createTable('monthly_volume')
    .addColumn('holder_id', 'integer', (c) =>
      c.notNull().references('users.id').onDelete('cascade'),
    )
    .addColumn('service_id', 'integer', (c) =>
      c.notNull().references('services.id').onDelete('restrict'),
    )
    .addColumn('month', 'char(7)', notNull)
    .addColumn('tariff_billed', 'integer', notNull)
    .addPrimaryKeyConstraint('monthly_volume_pk', ['holder_id', 'service_id', 'month'])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const table of ['monthly_volume', 'daily_usage', 'requests'])
    await db.schema.dropTable(table).execute();
}
