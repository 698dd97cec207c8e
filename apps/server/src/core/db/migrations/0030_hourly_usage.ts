import { sql, type Kysely } from 'kysely';
import { columnTypes, notNull } from '../column-types.js';

/** How far back the counts are filled from the register: the hour an error-rate rule reads, and one more. */
const BACKFILL_MS = 2 * 3_600_000;

/**
 * Requests and failures per user, service and UTC hour (`YYYY-MM-DDTHH`), added by ingestion in the
 * transaction that records them (issue 43): an error-rate alert reads two rows per user and service
 * instead of the last hour of the register, whatever the hour's volume. Filled from the register's
 * last two hours, so that rules judge as before from the first batch after the upgrade.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  const t = columnTypes(db);
  await db.schema
    .createTable('hourly_usage')
    .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('service_id', 'integer', (c) =>
      c.notNull().references('services.id').onDelete('cascade'),
    )
    .addColumn('hour', 'char(13)', notNull)
    .addColumn('requests', 'integer', notNull)
    .addColumn('failed', 'integer', notNull)
    .addPrimaryKeyConstraint('hourly_usage_pk', ['user_id', 'service_id', 'hour'])
    .execute();
  const since = new Date(Date.now() - BACKFILL_MS).toISOString();
  const hour = t.postgres
    ? sql`to_char(requested_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24')`
    : sql`substr(requested_at, 1, 13)`;
  await sql`insert into hourly_usage (user_id, service_id, hour, requests, failed)
    select user_id, service_id, ${hour}, count(*),
      sum(case when status = 'error' then 1 else 0 end)
    from requests where requested_at >= ${since}
    group by user_id, service_id, ${hour}`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('hourly_usage').execute();
}
