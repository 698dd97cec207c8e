import type { Kysely } from 'kysely';

/**
 * A closing keeps the highest register id when it started: every request of the month with a
 * higher id arrived after the closing and is billed in a later month (issue 40: the register marks
 * it). Closings made before have none, and mark nothing.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('month_closings').addColumn('register_mark', 'bigint').execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('month_closings').dropColumn('register_mark').execute();
}
