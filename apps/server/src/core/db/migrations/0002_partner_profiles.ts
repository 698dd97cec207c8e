import type { Kysely } from 'kysely';
import { columnTypes, notNull } from '../column-types.js';

/** A partner's company profile, one per user of group Partner. */
export async function up(db: Kysely<unknown>): Promise<void> {
  const t = columnTypes(db);
  await db.schema
    .createTable('partner_profiles')
    .addColumn('user_id', 'integer', (c) =>
      c.primaryKey().references('users.id').onDelete('cascade'),
    )
    .addColumn('company_name', 'varchar(255)', notNull)
    .addColumn('tax_id', 'char(12)', (c) => c.notNull().unique())
    .addColumn('contract_number', 'varchar(50)', (c) => c.notNull().defaultTo(''))
    .addColumn('contract_date', 'date')
    .addColumn('legal_address', 'varchar(500)', (c) => c.notNull().defaultTo(''))
    .addColumn('city', 'varchar(100)', (c) => c.notNull().defaultTo(''))
    .addColumn('phone', 'varchar(30)', (c) => c.notNull().defaultTo(''))
    .addColumn('contact_email', 'varchar(255)', (c) => c.notNull().defaultTo(''))
    .addColumn('bank_name', 'varchar(255)', (c) => c.notNull().defaultTo(''))
    .addColumn('iban', 'varchar(34)', (c) => c.notNull().defaultTo(''))
    .addColumn('bic', 'varchar(11)', (c) => c.notNull().defaultTo(''))
    .addColumn('created_at', t.timestamp, notNull)
    .addColumn('updated_at', t.timestamp, notNull)
    .execute();
  await db.schema
    .createIndex('partner_profiles_company_name')
    .on('partner_profiles')
    .column('company_name')
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('partner_profiles').execute();
}
