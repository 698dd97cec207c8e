import type { Kysely } from 'kysely';
import { notNull } from '../column-types.js';

/**
 * What each sender of usage records had accepted, answered as duplicates and refused, per day
 * (the provider's) and API key (0: its session): nothing sent is lost silently, and an
 * integrator's home shows its day (issue 18).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('ingest_receipts')
    .addColumn('day', 'date', notNull)
    .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('api_key_id', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('accepted', 'integer', notNull)
    .addColumn('duplicates', 'integer', notNull)
    .addColumn('rejected', 'integer', notNull)
    .addPrimaryKeyConstraint('ingest_receipts_pk', ['user_id', 'day', 'api_key_id'])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('ingest_receipts').execute();
}
