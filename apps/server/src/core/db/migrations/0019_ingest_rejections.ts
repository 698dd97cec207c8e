import type { Kysely } from 'kysely';
import { columnTypes, notNull } from '../column-types.js';

/**
 * Nothing sent is lost silently (issue 21): each day's refused records counted by reason per
 * sender (user and API key, 0: its session), kept as long as the receipts; and the refused records
 * themselves with their reasons, kept for REJECTED_RETENTION_DAYS. A refused record's sender's
 * partner (`partner_id`: the partner itself, or the one its user belongs to) scopes who reads it.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  const t = columnTypes(db);
  await db.schema
    .createTable('ingest_receipt_reasons')
    .addColumn('day', 'date', notNull)
    .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('api_key_id', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('reason', 'varchar(40)', notNull)
    .addColumn('rejected', 'integer', notNull)
    .addPrimaryKeyConstraint('ingest_receipt_reasons_pk', [
      'user_id',
      'day',
      'api_key_id',
      'reason',
    ])
    .execute();
  await t
    .id(db.schema.createTable('ingest_rejections'))
    .addColumn('at', t.timestamp, notNull)
    .addColumn('day', 'date', notNull)
    .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('api_key_id', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('partner_id', 'integer')
    .addColumn('record_index', 'integer', notNull)
    .addColumn('request_id', 'varchar(100)')
    .addColumn('reason', 'varchar(40)', notNull)
    .addColumn('errors', 'text', notNull)
    .addColumn('record', 'text', notNull)
    .execute();
  await db.schema
    .createIndex('ingest_rejections_at')
    .on('ingest_rejections')
    .column('at')
    .execute();
  await db.schema
    .createIndex('ingest_rejections_user_day')
    .on('ingest_rejections')
    .columns(['user_id', 'day'])
    .execute();
  await db.schema
    .createIndex('ingest_rejections_partner_day')
    .on('ingest_rejections')
    .columns(['partner_id', 'day'])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('ingest_rejections').execute();
  await db.schema.dropTable('ingest_receipt_reasons').execute();
}
