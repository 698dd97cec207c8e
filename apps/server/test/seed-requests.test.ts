import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'kysely';
import { Calendar } from '../src/core/calendar.js';
import { loadConfig } from '../src/core/config.js';
import { openMigratedDatabase } from '../src/core/db/open.js';
import type { DatabaseHandle } from '../src/core/db/database.js';
import { seedDemo } from '../src/seed/demo.js';
import { seedRequests } from '../src/seed/requests.js';
import { createTestDatabase, type TestDatabase } from './helpers/test-database.js';

let storage: TestDatabase;
let handle: DatabaseHandle;
beforeAll(async () => {
  storage = await createTestDatabase();
  handle = await openMigratedDatabase(
    loadConfig({
      DATA_DIR: storage.dataDir,
      ...(storage.databaseUrl ? { DATABASE_URL: storage.databaseUrl } : {}),
    }),
  );
  await seedDemo(handle.db, new Date().toISOString());
});
afterAll(async () => {
  await handle.db.destroy();
  await storage.drop();
});

describe('demo requests', () => {
  it('fill the register over the last 90 days with usage that matches it exactly', async () => {
    const now = new Date('2026-11-20T12:00:00Z');
    const count = await seedRequests(handle, new Calendar('Asia/Almaty'), { count: 5000, now });
    expect(count).toBe(5000);
    const { db } = handle;
    const register = await db
      .selectFrom('requests')
      .select((eb) => [
        'user_id',
        'service_id',
        'day',
        eb.fn.countAll<number>().as('n'),
        eb.fn.sum<number>('amount_minor').as('amount'),
      ])
      .groupBy(['user_id', 'service_id', 'day'])
      .execute();
    const usage = await db.selectFrom('daily_usage').selectAll().execute();
    expect(usage).toHaveLength(register.length);
    for (const row of register) {
      const day = usage.find(
        (u) => u.user_id === row.user_id && u.service_id === row.service_id && u.day === row.day,
      )!;
      expect(day.requests).toBe(Number(row.n));
      expect(Number(day.amount_minor)).toBe(Number(row.amount));
    }
    const span = await db
      .selectFrom('requests')
      .select([
        sql<string>`min(requested_at)`.as('first'),
        sql<string>`max(requested_at)`.as('last'),
      ])
      .executeTakeFirstOrThrow();
    expect(Date.parse(span.first)).toBeGreaterThanOrEqual(now.getTime() - 90 * 86_400_000);
    expect(Date.parse(span.last)).toBeLessThanOrEqual(now.getTime());
    const billed = await db
      .selectFrom('requests')
      .select('id')
      .where('amount_minor', '>', 0)
      .limit(1)
      .execute();
    expect(billed).toHaveLength(1);
  });
});
