import { sql, type Kysely } from 'kysely';

/**
 * A service says which outcomes of its requests are billable (issue 17): `success` (the default),
 * `success-or-not-found`, `answered` or `all`, instead of the `failed_billable` flag, which becomes
 * `all` (1) or `success` (0) and is dropped. The rule is applied when a request is priced, so the
 * register keeps the flag and price each request got. The values are checked by the contract's
 * schema, not by a CHECK constraint, so that a later rule needs no table rebuild on SQLite.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .alterTable('services')
    .addColumn('billable_outcomes', 'varchar(24)', (c) => c.notNull().defaultTo('success'))
    .execute();
  await sql`update services set billable_outcomes = 'all' where failed_billable = 1`.execute(db);
  await db.schema.alterTable('services').dropColumn('failed_billable').execute();
}

/** Back to the flag: only `all` billed failures as a whole; the finer rules become 0. */
export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .alterTable('services')
    .addColumn('failed_billable', 'smallint', (c) => c.notNull().defaultTo(0))
    .execute();
  await sql`update services set failed_billable = 1 where billable_outcomes = 'all'`.execute(db);
  await db.schema.alterTable('services').dropColumn('billable_outcomes').execute();
}
