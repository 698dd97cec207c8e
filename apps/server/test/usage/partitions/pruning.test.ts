import { CompiledQuery, type Kysely } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Calendar } from '../../../src/core/calendar.js';
import { migrateToLatest } from '../../../src/core/db/migrator.js';
import { ensureRegisterPartitions } from '../../../src/core/db/register-partitions.js';
import type { Database } from '../../../src/core/db/schema.js';
import { TEST_DIALECT } from '../../helpers/test-database.js';
import { matchesOf } from '../../../src/features/usage/register/query.js';
import { openBareDatabase } from './register-world.js';

let world: Awaited<ReturnType<typeof openBareDatabase>>;
let db: Kysely<Database>;

beforeAll(async () => {
  world = await openBareDatabase();
  db = world.database.db;
  await migrateToLatest(db);
  await ensureRegisterPartitions(db, new Date('2026-11-20T12:00:00Z'));
});
afterAll(() => world.close());

/** The tables a query's plan reads. */
async function tablesOf(query: { sql: string; parameters: readonly unknown[] }): Promise<string[]> {
  const { rows } = await db.executeQuery<{ 'QUERY PLAN': string }>(
    CompiledQuery.raw(`explain ${query.sql}`, [...query.parameters]),
  );
  const plan = rows.map((r) => r['QUERY PLAN']).join('\n');
  return [...new Set([...plan.matchAll(/ on (requests\w*)/g)].map((m) => m[1]!))].sort();
}

/** The tables a plan reads, of the register's range query as the register builds it. */
const tablesRead = (from: string, to: string) =>
  tablesOf(
    db
      .selectFrom('requests as r')
      .select(['r.id', 'r.requested_at'])
      .where('r.user_id', 'in', [1, 2])
      .where('r.service_id', '=', 1)
      .where('r.requested_at', '>=', from)
      .where('r.requested_at', '<', to)
      .orderBy('r.requested_at', 'desc')
      .orderBy('r.id', 'desc')
      .limit(25)
      .compile(),
  );

describe.runIf(TEST_DIALECT === 'postgres')('a range of the register', () => {
  it('reads only the partitions of its months', async () => {
    expect(await tablesRead('2026-10-01T00:00:00.000Z', '2026-11-01T00:00:00.000Z')).toEqual([
      'requests_2026_10',
    ]);
    expect(await tablesRead('2026-08-15T00:00:00.000Z', '2026-10-02T00:00:00.000Z')).toEqual([
      'requests_2026_08',
      'requests_2026_09',
      'requests_2026_10',
    ]);
  });

  it('of a month in the provider’s time zone reads the two UTC months it touches', async () => {
    const [from, to] = new Calendar('Asia/Almaty').instantsOf('2026-10-01', '2026-10-31');
    expect(await tablesRead(from, to)).toEqual(['requests_2026_09', 'requests_2026_10']);
  });

  it('searched by a request id or a subject, probes only the months of its range', async () => {
    const query = matchesOf(
      db,
      [1, 2],
      1,
      '2026-10-01T00:00:00.000Z',
      '2026-11-01T00:00:00.000Z',
      '42',
    )
      .select('r.id')
      .compile();
    expect(await tablesOf(query)).toEqual(['requests_2026_10']);
  });

  it('searched, reads each month of its range once per lookup, by that lookup’s index', async () => {
    const query = matchesOf(
      db,
      [1, 2],
      [1, 2],
      '2026-09-15T00:00:00.000Z',
      '2026-11-01T00:00:00.000Z',
      '7701',
    )
      .select('r.id')
      .compile();
    const { rows } = await db.executeQuery<{ 'QUERY PLAN': string }>(
      CompiledQuery.raw(`explain ${query.sql}`, [...query.parameters]),
    );
    const plan = rows.map((r) => r['QUERY PLAN']).join('\n');
    // Read once by request id and once by subject (which indexes: search-plans.test.ts); never
    // probed per match from another month.
    expect(plan.match(/ on requests_2026_09\b/g)).toHaveLength(2);
    expect(plan.match(/ on requests_2026_10\b/g)).toHaveLength(2);
  });
});
