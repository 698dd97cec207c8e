import { sql, type Kysely } from 'kysely';
import { columnTypes, notNull } from '../column-types.js';

/** Requests for prepaid packages (approved or rejected by an admin) and the published tariffs. */
export async function up(db: Kysely<unknown>): Promise<void> {
  const t = columnTypes(db);
  await t
    .id(db.schema.createTable('package_requests'))
    .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('service_id', 'integer', (c) =>
      c.notNull().references('services.id').onDelete('restrict'),
    )
    .addColumn('quota', 'integer', notNull)
    .addColumn('valid_from', 'date', notNull)
    .addColumn('valid_to', 'date', notNull)
    .addColumn('comment', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('status', 'varchar(10)', (c) =>
      c.notNull().check(sql`status in ('pending', 'approved', 'rejected', 'cancelled')`),
    )
    .addColumn('requested_by', 'integer', (c) =>
      c.notNull().references('users.id').onDelete('cascade'),
    )
    .addColumn('decided_by', 'integer', (c) => c.references('users.id').onDelete('set null'))
    .addColumn('decided_at', t.timestamp)
    .addColumn('decision_note', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('package_id', 'integer', (c) =>
      c.references('tariff_packages.id').onDelete('set null'),
    )
    .addColumn('created_at', t.timestamp, notNull)
    .execute();
  await db.schema
    .createIndex('package_requests_status')
    .on('package_requests')
    .columns(['status', 'created_at'])
    .execute();
  await db.schema
    .createIndex('package_requests_user')
    .on('package_requests')
    .columns(['user_id', 'created_at'])
    .execute();

  // A tariff listed here is on the public price list (/Pricing, the catalogue).
  await db.schema
    .createTable('public_tariffs')
    .addColumn('tariff_id', 'integer', (c) =>
      c.primaryKey().references('tariffs.id').onDelete('cascade'),
    )
    .addColumn('published_at', t.timestamp, notNull)
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('public_tariffs').execute();
  await db.schema.dropTable('package_requests').execute();
}
