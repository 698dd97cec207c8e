import { sql, type Kysely } from 'kysely';
import { columnTypes, notNull } from '../column-types.js';

/** Services, their tariffs, who may use which under which tariff, and prepaid packages. */
export async function up(db: Kysely<unknown>): Promise<void> {
  const t = columnTypes(db);
  await t
    .id(db.schema.createTable('services'))
    .addColumn('code', 'varchar(64)', (c) => c.notNull().unique())
    .addColumn('name', 'varchar(255)', notNull)
    .addColumn('description', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('documentation', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('status', 'varchar(10)', (c) =>
      c.notNull().check(sql`status in ('active', 'disabled')`),
    )
    .addColumn('failed_billable', 'smallint', (c) => c.notNull().defaultTo(0))
    .addColumn('upstream_url', 'varchar(500)')
    // The input form as JSON text (read back with JSON.parse on both dialects).
    .addColumn('form_definition', 'text', (c) => c.notNull().defaultTo('[]'))
    .addColumn('created_at', t.timestamp, notNull)
    .addColumn('updated_at', t.timestamp, notNull)
    .execute();

  await t
    .id(db.schema.createTable('tariffs'))
    .addColumn('service_id', 'integer', (c) =>
      c.notNull().references('services.id').onDelete('restrict'),
    )
    .addColumn('name', 'varchar(255)', notNull)
    .addColumn('currency', 'char(3)', notNull)
    .addColumn('tiers', 'text', notNull)
    .addColumn('vat_included', 'smallint', notNull)
    .addColumn('vat_rate_bp', 'integer', notNull)
    .addColumn('valid_from', 'date', notNull)
    .addColumn('valid_to', 'date')
    .addColumn('created_at', t.timestamp, notNull)
    .addColumn('updated_at', t.timestamp, notNull)
    .execute();
  await db.schema.createIndex('tariffs_service_id').on('tariffs').column('service_id').execute();

  await t
    .id(db.schema.createTable('user_services'))
    .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('service_id', 'integer', (c) =>
      c.notNull().references('services.id').onDelete('restrict'),
    )
    .addColumn('tariff_id', 'integer', (c) =>
      c.notNull().references('tariffs.id').onDelete('restrict'),
    )
    .addColumn('valid_from', 'date', notNull)
    .addColumn('valid_to', 'date')
    .execute();
  await db.schema
    .createIndex('user_services_lookup')
    .on('user_services')
    .columns(['user_id', 'service_id', 'valid_from'])
    .execute();
  await db.schema
    .createIndex('user_services_tariff_id')
    .on('user_services')
    .column('tariff_id')
    .execute();

  await t
    .id(db.schema.createTable('tariff_packages'))
    .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('service_id', 'integer', (c) =>
      c.notNull().references('services.id').onDelete('restrict'),
    )
    .addColumn('quota', 'integer', notNull)
    .addColumn('used', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('price_minor', 'bigint', notNull)
    .addColumn('currency', 'char(3)', notNull)
    .addColumn('valid_from', 'date', notNull)
    .addColumn('valid_to', 'date', notNull)
    .addColumn('closed_at', t.timestamp)
    .addColumn('created_at', t.timestamp, notNull)
    .addCheckConstraint('tariff_packages_used_within_quota', sql`used >= 0 and used <= quota`)
    .execute();
  await db.schema
    .createIndex('tariff_packages_lookup')
    .on('tariff_packages')
    .columns(['user_id', 'service_id', 'valid_to'])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const table of ['tariff_packages', 'user_services', 'tariffs', 'services']) {
    await db.schema.dropTable(table).execute();
  }
}
