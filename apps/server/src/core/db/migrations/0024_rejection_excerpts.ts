import { sql, type Kysely } from 'kysely';

/** What the records kept before were cut to, in characters; they are cut now to the default excerpt. */
const EXCERPT_CHARS = 2_000;

const INDEXED = [
  ['user', 'user_id'],
  ['partner', 'partner_id'],
] as const;

/**
 * A refused record is kept as an excerpt (issue 39): `record_cut` says that the record was longer
 * than what is kept. Those kept whole before (up to 40,000 characters) are cut to the default
 * excerpt, so that no list or CSV reads them whole again.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .alterTable('ingest_rejections')
    .addColumn('record_cut', 'integer', (c) => c.notNull().defaultTo(0))
    .execute();
  await sql`update ingest_rejections
    set record = substr(record, 1, ${sql.lit(EXCERPT_CHARS)}), record_cut = 1
    where length(record) > ${sql.lit(EXCERPT_CHARS)}`.execute(db);
  // A sender's or a partner's records newest first come in the order of an index: the list's
  // pages and the CSV's batches read what they show, not all the sender's records sorted.
  for (const [name, column] of INDEXED) {
    await db.schema.dropIndex(`ingest_rejections_${name}_day`).execute();
    await db.schema
      .createIndex(`ingest_rejections_${name}_at`)
      .on('ingest_rejections')
      .columns([column, 'at'])
      .execute();
  }
  // Errors that name a record's unknown keys could be as long: those too long to cut are dropped.
  await sql`update ingest_rejections set errors = '{}'
    where length(errors) > ${sql.lit(2 * EXCERPT_CHARS)}`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const [name, column] of INDEXED) {
    await db.schema.dropIndex(`ingest_rejections_${name}_at`).execute();
    await db.schema
      .createIndex(`ingest_rejections_${name}_day`)
      .on('ingest_rejections')
      .columns([column, 'day'])
      .execute();
  }
  await db.schema.alterTable('ingest_rejections').dropColumn('record_cut').execute();
}
