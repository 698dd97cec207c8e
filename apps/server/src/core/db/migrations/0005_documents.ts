import { sql, type Kysely } from 'kysely';
import { columnTypes, notNull } from '../column-types.js';

/**
 * Partners' documents (stored files), the CSV export jobs that make some of them, and the closed
 * months. Files live in the file store; rows here say whose they are.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  const t = columnTypes(db);
  await t
    .id(db.schema.createTable('documents'))
    .addColumn('owner_id', 'integer', (c) =>
      c.notNull().references('users.id').onDelete('restrict'),
    )
    .addColumn('subject_id', 'integer', (c) =>
      c.notNull().references('users.id').onDelete('restrict'),
    )
    .addColumn('kind', 'varchar(20)', (c) =>
      c.notNull().check(sql`kind in ('service-report', 'application1', 'export', 'upload')`),
    )
    .addColumn('service_id', 'integer', (c) => c.references('services.id').onDelete('restrict'))
    .addColumn('period_start', 'date', notNull)
    .addColumn('period_end', 'date', notNull)
    .addColumn('year', 'integer', notNull)
    .addColumn('month', 'integer', notNull)
    .addColumn('title', 'varchar(255)', notNull)
    .addColumn('file_name', 'varchar(255)', notNull)
    .addColumn('storage_key', 'varchar(255)', (c) => c.notNull().unique())
    .addColumn('content_type', 'varchar(100)', notNull)
    .addColumn('size', 'bigint', notNull)
    .addColumn('closing', 'smallint', (c) => c.notNull().defaultTo(0))
    .addColumn('created_by', 'integer', (c) => c.references('users.id').onDelete('set null'))
    .addColumn('created_at', t.timestamp, notNull)
    .execute();
  await db.schema
    .createIndex('documents_owner')
    .on('documents')
    .columns(['owner_id', 'created_at'])
    .execute();
  await db.schema
    .createIndex('documents_subject')
    .on('documents')
    .columns(['subject_id', 'created_at'])
    .execute();
  await db.schema
    .createIndex('documents_period')
    .on('documents')
    .columns(['year', 'month'])
    .execute();

  await t
    .id(db.schema.createTable('export_jobs'))
    // Who asks for the same rows shares the job: subject, service, range and language.
    .addColumn('job_key', 'varchar(200)', (c) => c.notNull().unique())
    .addColumn('subject_id', 'integer', (c) =>
      c.notNull().references('users.id').onDelete('cascade'),
    )
    .addColumn('service_id', 'integer', (c) =>
      c.notNull().references('services.id').onDelete('cascade'),
    )
    .addColumn('start_date', 'date', notNull)
    .addColumn('end_date', 'date', notNull)
    .addColumn('language', 'varchar(5)', notNull)
    .addColumn('status', 'varchar(10)', (c) =>
      c.notNull().check(sql`status in ('queued', 'running', 'ready', 'failed')`),
    )
    .addColumn('total_rows', 'bigint', notNull)
    .addColumn('rows_written', 'bigint', (c) => c.notNull().defaultTo(0))
    .addColumn('document_id', 'integer', (c) => c.references('documents.id').onDelete('set null'))
    .addColumn('message', 'text')
    .addColumn('requested_by', 'integer', (c) => c.references('users.id').onDelete('set null'))
    .addColumn('created_at', t.timestamp, notNull)
    .addColumn('updated_at', t.timestamp, notNull)
    .execute();

  await db.schema
    .createTable('month_closings')
    .addColumn('year', 'integer', notNull)
    .addColumn('month', 'integer', notNull)
    .addColumn('status', 'varchar(10)', (c) =>
      c.notNull().check(sql`status in ('running', 'done', 'failed')`),
    )
    .addColumn('progress', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('documents', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('message', 'text')
    .addColumn('closed_by', 'integer', (c) => c.references('users.id').onDelete('set null'))
    .addColumn('closed_at', t.timestamp, notNull)
    .addPrimaryKeyConstraint('month_closings_pk', ['year', 'month'])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const table of ['month_closings', 'export_jobs', 'documents'])
    await db.schema.dropTable(table).execute();
}
