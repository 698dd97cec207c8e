import type { Kysely } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Calendar } from '../../../src/core/calendar.js';
import { loadConfig } from '../../../src/core/config.js';
import { ManualClock } from '../../../src/core/clock.js';
import { migrateToLatest } from '../../../src/core/db/migrator.js';
import { ensureRegisterPartitions } from '../../../src/core/db/register-partitions.js';
import type { Database } from '../../../src/core/db/schema.js';
import { FileStore } from '../../../src/core/storage/file-store.js';
import { verifyMonth } from '../../../src/features/documents/index.js';
import { registerUpkeepOnce } from '../../../src/features/usage/index.js';
import { TEST_DIALECT } from '../../helpers/test-database.js';
import {
  insertRow,
  openBareDatabase,
  rowsPerPartition,
  userAndService,
  type AnyDb,
} from './register-world.js';

let world: Awaited<ReturnType<typeof openBareDatabase>>;
let db: AnyDb;
const now = new Date('2026-11-20T12:00:00Z');
const clock = new ManualClock(now);
const calendar = new Calendar('Asia/Almaty'); // UTC+5: a month begins at 19:00 UTC the day before
const rows = {
  '2025-10-05T00:00:00Z': 'oct-early', // before the ingestion window (400 days: 2025-10-16)
  '2025-10-20T00:00:00Z': 'oct-late',
  '2025-11-10T00:00:00Z': 'nov',
  '2025-11-30T20:00:00Z': 'dec-first-hours', // December 1st in Almaty, in the UTC partition of November
  '2025-12-10T00:00:00Z': 'dec', // its month is not closed
  '2026-10-10T00:00:00Z': 'recent',
};

const upkeep = (env: Record<string, string>) =>
  registerUpkeepOnce({
    calendar,
    clock,
    db: db as Kysely<Database>,
    config: loadConfig({ DATA_DIR: world.storage.dataDir, ...env }),
  });
const requestIds = async () =>
  (await db.selectFrom('requests').select('request_id').orderBy('request_id').execute()).map(
    (r) => r.request_id,
  );
const keys = async () =>
  (await db.selectFrom('request_keys').select('request_id').orderBy('request_id').execute()).map(
    (r) => r.request_id,
  );
const octoberDifferences = async () =>
  (await verifyMonth(db as Kysely<Database>, new FileStore(world.storage.dataDir), 2025, 10))
    .differences.length;

beforeAll(async () => {
  world = await openBareDatabase();
  db = world.db;
  await migrateToLatest(db);
  // The oldest rows' months are older than the ingestion window: their partitions come from
  // an earlier run, as on a server that has been up for months.
  await ensureRegisterPartitions(db, new Date('2025-10-01T00:00:00Z'));
  await ensureRegisterPartitions(db, now);
  const { userId, serviceId } = await userAndService(db);
  for (const [time, id] of Object.entries(rows)) await insertRow(db, userId, serviceId, id, time);
  if (TEST_DIALECT === 'postgres')
    await db
      .insertInto('request_keys')
      .values(
        Object.entries(rows).map(([time, id]) => ({
          user_id: userId,
          request_id: id,
          requested_at: time,
        })),
      )
      .execute();
  // October's daily usage and charges hold one of its two requests: a difference the register
  // shows as long as it is there.
  await db
    .insertInto('daily_usage')
    .values({
      user_id: userId,
      service_id: serviceId,
      day: '2025-10-05',
      requests: 1,
      successful: 1,
      failed: 0,
      billable: 1,
      covered: 0,
      amount_minor: 100,
    })
    .execute();
  await db
    .insertInto('daily_charges')
    .values({
      user_id: userId,
      service_id: serviceId,
      day: '2025-10-05',
      usage_month: '2025-10',
      billed_month: '2025-10',
      kind: 'tier',
      tariff_id: 0,
      package_id: 0,
      tier: 0,
      unit_price_minor: 100,
      quantity: 1,
      failed: 0,
    })
    .execute();
  for (const [year, month, status] of [
    [2025, 10, 'done'],
    [2025, 11, 'done'],
    [2025, 12, 'failed'],
    [2026, 10, 'done'],
  ] as const)
    await db
      .insertInto('month_closings')
      .values({ year, month, status, closed_at: now.toISOString(), message: null })
      .execute();
});
afterAll(() => world.close());

const all = Object.values(rows).sort();

describe('register retention', () => {
  it('keeps everything when REGISTER_RETENTION_MONTHS is not set', async () => {
    expect(await upkeep({})).toEqual({ created: [], dropped: [] });
    expect(await requestIds()).toEqual(all);
    expect(await octoberDifferences()).toBeGreaterThan(0);
  });

  it.runIf(TEST_DIALECT === 'postgres')(
    'drops the closed months older than the months kept, with the keys ingestion no longer needs',
    async () => {
      // Ten months kept before November 2026: January 2026 onwards. October and November 2025
      // are closed, December is not: November's UTC partition holds December's first hours.
      const { dropped } = await upkeep({ REGISTER_RETENTION_MONTHS: '10' });
      expect(dropped).toEqual(['requests_2025_10']);
      expect(await requestIds()).toEqual(['dec', 'dec-first-hours', 'nov', 'recent']);
      expect(await rowsPerPartition(db)).toEqual({
        requests_2025_11: 2,
        requests_2025_12: 1,
        requests_2026_10: 1,
      });
      // A late copy of a dropped request within the window is still a duplicate.
      expect(await keys()).toEqual(['dec', 'dec-first-hours', 'nov', 'oct-late', 'recent']);
      // The month's verification stands on its daily usage, which stays with its charges.
      expect(await octoberDifferences()).toBe(0);
      expect(await db.selectFrom('daily_usage').select('day').execute()).toHaveLength(1);
      expect((await upkeep({ REGISTER_RETENTION_MONTHS: '10' })).dropped).toEqual([]);
    },
  );

  it.runIf(TEST_DIALECT === 'sqlite')('is PostgreSQL-only: SQLite keeps its register', async () => {
    expect(await upkeep({ REGISTER_RETENTION_MONTHS: '1' })).toEqual({ created: [], dropped: [] });
    expect(await requestIds()).toEqual(all);
  });
});
