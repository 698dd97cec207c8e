import type { Kysely } from 'kysely';

/**
 * What a made document was made from, as a digest: a report asked for again is served as kept
 * while its data is the same (issue 15: every ask stored a new file).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('documents').addColumn('source_digest', 'varchar(64)').execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('documents').dropColumn('source_digest').execute();
}
