import { sql, type Kysely } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { migrateToLatest } from '../../../src/core/db/migrator.js';
import { ensureRegisterPartitions } from '../../../src/core/db/register-partitions.js';
import type { Database } from '../../../src/core/db/schema.js';
import { plannedForValues } from '../../../src/core/db/value-plans.js';
import { matchesOf } from '../../../src/features/usage/register/query.js';
import { TEST_DIALECT } from '../../helpers/test-database.js';
import { openBareDatabase, userAndService } from './register-world.js';

let world: Awaited<ReturnType<typeof openBareDatabase>>;
let db: Kysely<Database>;
let userId: number;
let serviceId: number;
const FROM = '2026-10-01T00:00:00.000Z';
const TO = '2026-11-01T00:00:00.000Z';

beforeAll(async () => {
  world = await openBareDatabase();
  db = world.database.db;
  await migrateToLatest(db);
  await ensureRegisterPartitions(db, new Date('2026-11-20T12:00:00Z'));
  ({ userId, serviceId } = await userAndService(world.db));
  // A busy month of one partner's service: a search must not read all of it.
  await sql`
    insert into requests (user_id, service_id, request_id, requested_at, day, status, http_status,
                          duration_ms, subject, billable, amount_minor, package_id,
                          request_payload, response_payload)
    select ${userId}, ${serviceId}, 'req-' || n, ${FROM}::timestamptz + n * interval '1 minute',
           (${FROM}::timestamptz + n * interval '1 minute')::date, 'success', 200, 5,
           lpad((n * 7919 % 1000000)::text, 12, '0'), 1, 100, null, '', ''
    from generate_series(1, 30000) as n`.execute(db);
  await sql`analyze requests`.execute(db);
}, 60_000);
afterAll(() => world.close());

/** The plan `db` (a pooled connection, or a transaction on one) runs a search by `filter` with. */
async function searchPlan(on: Kysely<Database>, filter: string): Promise<string> {
  const search = matchesOf(on, [userId], serviceId, FROM, TO, filter).select('r.id').compile();
  await sql.raw(`prepare search as ${search.sql}`).execute(on);
  try {
    const values = search.parameters.map((value) => sql.lit(value));
    const { rows } = await sql<{
      'QUERY PLAN': string;
    }>`explain execute search(${sql.join(values)})`.execute(on);
    return rows.map((row) => row['QUERY PLAN']).join('\n');
  } finally {
    await sql`deallocate search`.execute(on);
  }
}

describe.runIf(TEST_DIALECT === 'postgres')('a register search', () => {
  it('is planned for what it looks for: a request id probes its own index', async () => {
    const plan = await plannedForValues(db, (trx) => searchPlan(trx, 'req-15000'));
    expect(plan).toMatch(/requests_user_request_id_2026_10/);
    expect(plan).not.toMatch(/requests_register_2026_10/);
  });

  it('a kept plan, blind to the values, would read the whole month by the register index', async () => {
    // Why searches leave the pool's generic plans: if this ever fails, they need not.
    const plan = await db.connection().execute((connection) => searchPlan(connection, 'req-15000'));
    expect(plan).toMatch(/requests_register_2026_10/);
  });
});
