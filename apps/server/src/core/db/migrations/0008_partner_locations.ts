import type { Kysely } from 'kysely';
import { columnTypes, notNull } from '../column-types.js';

/** Where each partner is: a city of the contract's list and optionally an exact point. */
export async function up(db: Kysely<unknown>): Promise<void> {
  const t = columnTypes(db);
  await db.schema
    .createTable('partner_locations')
    .addColumn('user_id', 'integer', (c) =>
      c.primaryKey().references('users.id').onDelete('cascade'),
    )
    .addColumn('city_code', 'varchar(40)', notNull)
    .addColumn('latitude', 'double precision')
    .addColumn('longitude', 'double precision')
    .addColumn('updated_at', t.timestamp, notNull)
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('partner_locations').execute();
}
