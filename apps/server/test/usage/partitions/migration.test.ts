import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { migrateToLatest, migrator } from '../../../src/core/db/migrator.js';
import {
  isRegisterPartitioned,
  registerPartitions,
} from '../../../src/core/db/register-partitions.js';
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
let userId: number;
let serviceId: number;
const times = [
  '2025-12-31T23:59:59.999Z',
  '2026-01-01T00:00:00.000Z',
  '2026-01-15T10:00:00.000Z',
  '2026-02-28T12:00:00.000Z',
  '2026-10-01T04:00:00.000Z',
];
let before: { id: number; request_id: string; requested_at: string }[];
let highest: number;

beforeAll(async () => {
  world = await openBareDatabase();
  db = world.db;
  const { error } = await migrator(db).migrateTo('0015_ingest_receipts');
  expect(error).toBeUndefined();
  ({ userId, serviceId } = await userAndService(db));
  for (const [i, time] of times.entries()) await insertRow(db, userId, serviceId, `old-${i}`, time);
  // The highest id given so far belongs to a row deleted since: no new row may get it again.
  highest = await insertRow(db, userId, serviceId, 'deleted', '2026-03-01T00:00:00Z');
  await db.deleteFrom('requests').where('id', '=', highest).execute();
  before = await db
    .selectFrom('requests')
    .select(['id', 'request_id', 'requested_at'])
    .orderBy('id')
    .execute();
  await migrateToLatest(db);
});
afterAll(() => world.close());

const snapshot = () =>
  db.selectFrom('requests').select(['id', 'request_id', 'requested_at']).orderBy('id').execute();

describe.runIf(TEST_DIALECT === 'postgres')('migration 0016 on PostgreSQL', () => {
  it('keeps every row with its id, each in the partition of its UTC month', async () => {
    expect(await isRegisterPartitioned(db)).toBe(true);
    expect(await snapshot()).toEqual(before);
    expect(await rowsPerPartition(db)).toEqual({
      requests_2025_12: 1,
      requests_2026_01: 2,
      requests_2026_02: 1,
      requests_2026_10: 1,
    });
    expect(await registerPartitions(db)).toEqual(
      expect.arrayContaining(['requests_default', 'requests_2025_12', 'requests_2026_10']),
    );
  });

  it('fills request_keys from the old rows', async () => {
    const keys = await db
      .selectFrom('request_keys')
      .select(['user_id', 'request_id', 'requested_at'])
      .orderBy('request_id')
      .execute();
    expect(keys).toEqual(
      before
        .map((row) => ({
          user_id: userId,
          request_id: row.request_id,
          requested_at: row.requested_at,
        }))
        .sort((a, b) => (a.request_id < b.request_id ? -1 : 1)),
    );
  });

  it('gives new rows ids above any given before', async () => {
    const id = await insertRow(db, userId, serviceId, 'new', '2026-10-02T00:00:00Z');
    expect(id).toBeGreaterThan(highest);
  });

  it('defines the register’s indexes on the parent, so that every partition has them', async () => {
    const { rows } = await sql<{ name: string }>`
      select indexname as name from pg_indexes where tablename = 'requests_2026_01'
      order by indexname`.execute(db);
    expect(rows.map((r) => r.name)).toEqual([
      'requests_billable_2026_01',
      'requests_errors_2026_01',
      'requests_pkey_2026_01',
      'requests_register_2026_01',
      'requests_subject_2026_01',
      'requests_user_request_id_2026_01',
    ]);
    const { rows: keys } = await sql<{ definition: string }>`
      select pg_get_constraintdef(oid) as definition from pg_constraint
      where conrelid = 'requests'::regclass and contype = 'p'`.execute(db);
    expect(keys.map((k) => k.definition)).toEqual(['PRIMARY KEY (id, requested_at)']);
  });

  it('goes back to one table and forward again, rows and ids kept', async () => {
    const rows = await snapshot();
    const { error: down } = await migrator(db).migrateTo('0015_ingest_receipts');
    expect(down).toBeUndefined();
    expect(await isRegisterPartitioned(db)).toBe(false);
    expect(await snapshot()).toEqual(rows);
    await migrateToLatest(db);
    expect(await isRegisterPartitioned(db)).toBe(true);
    expect(await snapshot()).toEqual(rows);
  });
});

describe.runIf(TEST_DIALECT === 'sqlite')('migration 0016 on SQLite', () => {
  it('leaves the register one table with its unique index', async () => {
    expect(await snapshot()).toEqual(before);
    const { rows } = await sql<{ name: string }>`
      select name from sqlite_master where type = 'index' and tbl_name = 'requests'
        and name = 'requests_user_request_id'`.execute(db);
    expect(rows).toHaveLength(1);
    expect(await isRegisterPartitioned(db)).toBe(false);
  });
});
