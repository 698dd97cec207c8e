import { sql, type Kysely } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { migrateToLatest } from '../../../src/core/db/migrator.js';
import { ensureRegisterPartitions } from '../../../src/core/db/register-partitions.js';
import type { Database } from '../../../src/core/db/schema.js';
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

/**
 * The plan a pooled connection runs a search by `filter` with: its kept, generic plan, which does
 * not look at the values (`pg-prepared.ts`).
 */
async function searchPlan(filter: string, service: number | number[]): Promise<string> {
  return db.connection().execute(async (on) => {
    const search = matchesOf(on, [userId], service, FROM, TO, filter).select('r.id').compile();
    await sql`set plan_cache_mode = force_generic_plan`.execute(on);
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
  });
}

describe.runIf(TEST_DIALECT === 'postgres')('a register search, on the kept plan', () => {
  // Before migration 0023 and the two lookups, a plan blind to the values read the whole month
  // by the register index: 2.3 s at 10M requests.
  it('probes the request-id index and the subject index, never the month by time', async () => {
    // One service (a user's register), or several (the register across users).
    const searches: Array<[string, number | number[]]> = [
      ['req-15000', serviceId],
      ['000000', serviceId],
      ['7', [serviceId, serviceId + 1]],
    ];
    for (const [filter, service] of searches) {
      const plan = await searchPlan(filter, service);
      expect(plan).toMatch(/requests_user_request_id_2026_10/);
      expect(plan).toMatch(/requests_subject_2026_10/);
      expect(plan).not.toMatch(/requests_register_2026_10/);
    }
  });

  it('finds a request by its id, and the requests whose subject starts with the filter', async () => {
    const found = (filter: string) =>
      matchesOf(db, [userId], serviceId, FROM, TO, filter)
        .select(['r.request_id', 'r.subject'])
        .orderBy('r.request_id')
        .execute();
    expect((await found('req-15000')).map((r) => r.request_id)).toEqual(['req-15000']);
    const prefixed = await found('0000000');
    expect(prefixed.length).toBeGreaterThan(0);
    expect(prefixed.every((r) => r.subject.startsWith('0000000'))).toBe(true);
  });
});
