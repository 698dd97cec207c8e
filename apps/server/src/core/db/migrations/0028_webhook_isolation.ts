import type { Kysely } from 'kysely';
import { columnTypes } from '../column-types.js';

/**
 * Webhook endpoints hold their own delivery state (issue 39): `busy_until` is the lease of the one
 * attempt in flight to the endpoint, and the circuit breaker counts the timeouts in a row and,
 * once open, pauses deliveries to the endpoint until `breaker_open_until`.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  const t = columnTypes(db);
  await db.schema.alterTable('webhook_endpoints').addColumn('busy_until', t.timestamp).execute();
  await db.schema
    .alterTable('webhook_endpoints')
    .addColumn('timeouts_in_row', 'integer', (c) => c.notNull().defaultTo(0))
    .execute();
  await db.schema
    .alterTable('webhook_endpoints')
    .addColumn('breaker_open_until', t.timestamp)
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const column of ['breaker_open_until', 'timeouts_in_row', 'busy_until'])
    await db.schema.alterTable('webhook_endpoints').dropColumn(column).execute();
}
