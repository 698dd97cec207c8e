import type { Kysely } from 'kysely';
import { notNull } from '../column-types.js';

/**
 * A closing's documents are `pending` while it runs: nobody sees them, and a closing resumed after
 * a kill or failed half-way removes them, so that it leaves one numbered set or none. The number
 * each partner's Application 1 of a closing took is kept by month, partner and version: the
 * closing run again (resumed, retried) issues the same number, so none is lost to a gap.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .alterTable('documents')
    .addColumn('pending', 'smallint', (c) => c.notNull().defaultTo(0))
    .execute();
  await db.schema
    .createTable('closing_numbers')
    .addColumn('year', 'integer', notNull)
    .addColumn('month', 'integer', notNull)
    .addColumn('partner_id', 'integer', (c) =>
      c.notNull().references('users.id').onDelete('restrict'),
    )
    .addColumn('version', 'integer', notNull)
    .addColumn('number_year', 'integer', notNull)
    .addColumn('number_seq', 'integer', notNull)
    .addPrimaryKeyConstraint('closing_numbers_pk', ['year', 'month', 'partner_id', 'version'])
    .addUniqueConstraint('closing_numbers_number', ['number_year', 'number_seq'])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('closing_numbers').execute();
  await db.schema.alterTable('documents').dropColumn('pending').execute();
}
