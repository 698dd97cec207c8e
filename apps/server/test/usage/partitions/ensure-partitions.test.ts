import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase } from '../../../src/core/db/database.js';
import { migrateToLatest } from '../../../src/core/db/migrator.js';
import {
  ensureRegisterPartitions,
  partitionName,
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

beforeAll(async () => {
  world = await openBareDatabase();
  db = world.db;
  await migrateToLatest(db);
  ({ userId, serviceId } = await userAndService(db));
});
afterAll(() => world.close());

const months = (from: string, to: string) => {
  const names: string[] = [];
  const [fy, fm] = from.split('-').map(Number) as [number, number];
  const [ty, tm] = to.split('-').map(Number) as [number, number];
  for (let m = fy * 12 + fm - 1; m <= ty * 12 + tm - 1; m += 1) names.push(partitionName(m));
  return names;
};

describe.runIf(TEST_DIALECT === 'postgres')('the register’s month partitions', () => {
  it('cover the oldest month ingestion accepts through three months ahead, once', async () => {
    // 400 days before 2026-11-20 is 2025-10-16.
    const now = new Date('2026-11-20T12:00:00Z');
    const created = await ensureRegisterPartitions(db, now);
    expect(created).toEqual(months('2025-10', '2027-02'));
    expect(await ensureRegisterPartitions(db, now)).toEqual([]);
    expect(await registerPartitions(db)).toEqual(
      expect.arrayContaining([...months('2025-10', '2027-02'), 'requests_default']),
    );
  });

  it('are created once when several processes ask at the same time', async () => {
    // Three processes (pools of their own), two connections each, racing for the same months.
    const handles = Array.from({ length: 3 }, () =>
      openDatabase({ databaseUrl: world.storage.databaseUrl, sqliteFile: '' }),
    );
    const now = new Date('2027-06-10T00:00:00Z');
    const results = await Promise.all(
      handles.flatMap((h) => [h, h]).map((h) => ensureRegisterPartitions(h.db, now)),
    );
    await Promise.all(handles.map((h) => h.db.destroy()));
    const all = results.flat().sort();
    expect(all).toEqual(months('2027-03', '2027-09'));
    expect(new Set(all).size).toBe(all.length);
  });

  it('move rows the default partition held into their month’s new partition', async () => {
    const early = await insertRow(db, userId, serviceId, 'far-1', '2028-05-10T00:00:00Z');
    const late = await insertRow(db, userId, serviceId, 'far-2', '2028-08-01T00:00:00Z');
    expect(await rowsPerPartition(db)).toEqual({ requests_default: 2 });

    const created = await ensureRegisterPartitions(db, new Date('2028-03-01T00:00:00Z'));
    expect(created).toContain('requests_2028_05');
    expect(await rowsPerPartition(db)).toEqual({ requests_2028_05: 1, requests_default: 1 });
    const rows = await db
      .selectFrom('requests')
      .select(['id', 'request_id'])
      .orderBy('id')
      .execute();
    expect(rows.map((r) => ({ ...r, id: Number(r.id) }))).toEqual([
      { id: early, request_id: 'far-1' },
      { id: late, request_id: 'far-2' },
    ]);
  });
});

describe.runIf(TEST_DIALECT === 'sqlite')('the register on SQLite', () => {
  it('has no partitions to create', async () => {
    expect(await ensureRegisterPartitions(db, new Date('2026-11-20T12:00:00Z'))).toEqual([]);
  });
});
