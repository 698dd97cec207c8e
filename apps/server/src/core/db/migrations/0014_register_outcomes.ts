import { sql, type Kysely } from 'kysely';

/**
 * The register filtered by outcome (issue 18): failed requests and billable ones, each in time
 * order per user and service. Both are partial indexes: a filter keeps few rows (errors) or the
 * register's own index serves it about as well (most requests succeed), so only the rows a filter
 * keeps pay for an index entry. Queries must name the same condition as a literal, not a bound
 * value, for either database to choose them (`core/db/register-outcome.ts`).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  // An export holds what the register shows: its rows of one outcome, or all (null).
  await db.schema.alterTable('export_jobs').addColumn('outcome', 'varchar(16)').execute();
  await db.schema
    .createIndex('requests_errors')
    .on('requests')
    .columns(['user_id', 'service_id', 'requested_at', 'id'])
    .where(sql.ref('status'), '=', sql.lit('error'))
    .execute();
  await db.schema
    .createIndex('requests_billable')
    .on('requests')
    .columns(['user_id', 'service_id', 'requested_at', 'id'])
    .where(sql.ref('billable'), '=', sql.lit(1))
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropIndex('requests_billable').execute();
  await db.schema.dropIndex('requests_errors').execute();
  await db.schema.alterTable('export_jobs').dropColumn('outcome').execute();
}
